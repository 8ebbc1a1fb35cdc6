//! TVMScript text: the printer (and the reader).

pub mod printer;
