//! TVMScript text: the [`reader`] (text to IR), the [`printer`] (IR to text),
//! TVM's [`op_table`] and a canonical structural [`dump`] used to compare with
//! TVM's own parse.

pub mod dump;
/// The op registry, which lives in the IR crate (`tirsat_ir::op`).
pub use tirsat_ir::op as op_table;
pub mod printer;
pub mod ptx_slots;
pub mod reader;

/// Appends `n` spaces, a block at a time (the printer's indentation, the
/// reader's padding before a piece of the file).
pub(crate) fn push_spaces(n: usize, out: &mut String) {
    const SPACES: &str = "                                                                ";
    let mut n = n;
    while n > 0 {
        let k = n.min(SPACES.len());
        out.push_str(&SPACES[..k]);
        n -= k;
    }
}
