//! The TVMScript printer (IR to text).
