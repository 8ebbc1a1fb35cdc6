//! TVMScript text: the [`reader`] (text to IR), the [`printer`] (IR to text),
//! TVM's [`op_table`] and a canonical structural [`dump`] used to compare with
//! TVM's own parse.

pub mod dump;
pub mod op_table;
pub mod printer;
pub mod reader;
