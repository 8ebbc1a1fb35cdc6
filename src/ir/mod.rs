pub mod dtype;
