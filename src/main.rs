fn main() -> std::process::ExitCode {
    tirsat::cli::main_entry()
}
