//! tirsat: placeholder
pub mod ir;
