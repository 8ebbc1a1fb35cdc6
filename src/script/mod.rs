//! TVMScript text: the [`reader`] (text to IR), the [`printer`] (IR to text)
//! and a canonical structural [`dump`] used to compare with TVM's own parse.

pub mod dump;
pub mod printer;
pub mod reader;
