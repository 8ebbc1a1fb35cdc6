//! The interpreter's memory: numbered regions. A byte region backs a buffer
//! (global, shared or local); views of the same pointer read and write the same
//! bytes, so merged shared buffers really share memory. Two more region kinds
//! simulate the packed-function ABI: arrays of `TVMFFIAny` values and `DLTensor`
//! structs.

use super::error::{ErrorKind, InterpError, err};
use super::value::Scalar;
use tirsat_ir::DataType;

type R<T> = Result<T, InterpError>;

/// Where a byte region lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemKind {
    /// Global memory (arguments, `global` allocations inside a kernel, one per
    /// launch): visible to every thread, counts as written from the start.
    Global,
    /// Shared memory of one thread block (race-checked).
    Shared,
    /// Memory private to one thread or call (and host allocations).
    Local,
}

/// A byte's tag: written with a defined value.
pub const DEFINED: u32 = 0;
/// A byte's tag: never written (a read yields poison).
pub const UNWRITTEN: u32 = u32::MAX;

/// A byte region with, for shared and local memory, a tag per byte
/// ([`DEFINED`], [`UNWRITTEN`], or poison `id` as `id + 1`:
/// [`super::poison`]).
#[derive(Clone, Debug)]
pub struct ByteRegion {
    /// The buffer or argument it was allocated for.
    pub name: String,
    /// Global, shared or local.
    pub kind: MemKind,
    /// The bytes.
    pub data: Vec<u8>,
    /// `None` when every byte is defined (global memory until poison is
    /// stored there).
    pub tags: Option<Vec<u32>>,
    /// Bytes written, for global memory while blocks are sampled
    /// ([`super::sample`]).
    pub written: Option<Vec<bool>>,
}

/// One `TVMFFIAny` slot of a packed argument array.
#[derive(Clone, Debug, PartialEq)]
pub struct FfiAny {
    /// See [`crate::packed::type_index`].
    pub type_index: i32,
    /// The union value: Int, Float, Ptr or Null.
    pub value: Scalar,
}

/// A simulated `DLTensor`.
#[derive(Clone, Debug, PartialEq)]
pub struct DlTensor {
    /// Pointers (or null) to the data and to int64 shape and strides arrays.
    pub data: Scalar,
    /// See `data`.
    pub shape: Scalar,
    /// See `data` (null: compact).
    pub strides: Scalar,
    /// Number of dimensions.
    pub ndim: i32,
    /// Element type.
    pub dtype: DataType,
    /// Byte offset of element 0 from `data`.
    pub byte_offset: u64,
    /// DLPack device type (CPU = 1, CUDA = 2, ...).
    pub device_type: i32,
    /// Device number.
    pub device_id: i32,
}

/// Bytes a `TVMFFIAny` takes (pointer arithmetic on argument arrays).
pub const FFI_ANY_BYTES: i64 = 16;

/// Byte distance from a Tensor object's header to its `DLTensor`.
pub const TENSOR_OBJECT_HEADER: i64 = 24;

/// A memory region: bytes, a packed argument array, a tensor struct, or
/// freed (keeping its name for messages).
#[derive(Clone, Debug)]
pub enum Region {
    /// Memory of a buffer.
    Bytes(ByteRegion),
    /// A packed argument (or result) array.
    Any(Vec<FfiAny>),
    /// A tensor struct.
    Tensor(DlTensor),
    /// Released.
    Freed(String),
}

/// All regions of a run. Region numbers are never reused.
#[derive(Debug, Default)]
pub struct Memory {
    regions: Vec<Region>,
    live_bytes: u64,
    limit: u64,
    /// Global regions remember which bytes were written.
    pub track_global_writes: bool,
}

impl Memory {
    /// Empty memory that holds at most `limit` bytes of byte regions at once.
    pub fn new(limit: u64) -> Self {
        Memory {
            regions: Vec::new(),
            live_bytes: 0,
            limit,
            track_global_writes: false,
        }
    }

    fn push(&mut self, r: Region) -> R<u32> {
        let id = u32::try_from(self.regions.len())
            .map_err(|_| InterpError::new(ErrorKind::MemoryLimit, "too many memory regions"))?;
        self.regions.push(r);
        Ok(id)
    }

    /// A new byte region of `size` bytes; `data` gives its initial contents
    /// (zero-filled when `None`).
    pub fn alloc_bytes(
        &mut self,
        name: &str,
        kind: MemKind,
        size: u64,
        data: Option<Vec<u8>>,
    ) -> R<u32> {
        let total = self.live_bytes.saturating_add(size);
        if total > self.limit {
            return err(
                ErrorKind::MemoryLimit,
                format!(
                    "allocating {size} bytes for {name} exceeds the memory limit of {} bytes",
                    self.limit
                ),
            );
        }
        let size = usize::try_from(size).map_err(|_| {
            InterpError::new(ErrorKind::MemoryLimit, format!("{name}: {size} bytes"))
        })?;
        let data = match data {
            Some(mut d) => {
                d.resize(size, 0);
                d
            }
            None => vec![0u8; size],
        };
        let tags = match kind {
            MemKind::Global => None,
            _ => Some(vec![UNWRITTEN; size]),
        };
        let written =
            (kind == MemKind::Global && self.track_global_writes).then(|| vec![false; size]);
        self.live_bytes = total;
        self.push(Region::Bytes(ByteRegion {
            name: name.to_string(),
            kind,
            data,
            tags,
            written,
        }))
    }

    /// A new `TVMFFIAny` array.
    pub fn alloc_any(&mut self, items: Vec<FfiAny>) -> R<u32> {
        self.push(Region::Any(items))
    }

    /// A new `DLTensor` struct.
    pub fn alloc_tensor(&mut self, t: DlTensor) -> R<u32> {
        self.push(Region::Tensor(t))
    }

    /// Releases a region; later accesses through old pointers are errors.
    pub fn free(&mut self, id: u32) {
        if let Some(r) = self.regions.get_mut(id as usize) {
            let name = match r {
                Region::Bytes(b) => {
                    self.live_bytes = self.live_bytes.saturating_sub(b.data.len() as u64);
                    b.name.clone()
                }
                Region::Freed(n) => n.clone(),
                _ => "a packed-API struct".to_string(),
            };
            *r = Region::Freed(name);
        }
    }

    /// Region `id`; an error once freed.
    pub fn region(&self, id: u32) -> R<&Region> {
        match self.regions.get(id as usize) {
            Some(Region::Freed(n)) => err(
                ErrorKind::Invalid,
                format!("use of {n} after its allocation ended"),
            ),
            Some(r) => Ok(r),
            None => err(
                ErrorKind::Invalid,
                format!("dangling pointer to region {id}"),
            ),
        }
    }

    /// Region `id`, mutably; an error once freed.
    pub fn region_mut(&mut self, id: u32) -> R<&mut Region> {
        self.region(id)?;
        Ok(&mut self.regions[id as usize])
    }

    /// Byte region `id`; an error for other regions.
    pub fn bytes(&self, id: u32) -> R<&ByteRegion> {
        match self.region(id)? {
            Region::Bytes(b) => Ok(b),
            _ => err(
                ErrorKind::Invalid,
                "a packed-API struct used as a data pointer",
            ),
        }
    }

    /// Byte region `id`, mutably.
    pub fn bytes_mut(&mut self, id: u32) -> R<&mut ByteRegion> {
        match self.region_mut(id)? {
            Region::Bytes(b) => Ok(b),
            _ => err(
                ErrorKind::Invalid,
                "a packed-API struct used as a data pointer",
            ),
        }
    }

    /// Marks every byte of a region unwritten (a fresh allocation reusing it).
    pub fn reset_init(&mut self, id: u32) -> R<()> {
        let b = self.bytes_mut(id)?;
        if let Some(tags) = &mut b.tags {
            tags.fill(UNWRITTEN);
        }
        Ok(())
    }
}

impl ByteRegion {
    /// The byte range `[offset, offset + len)` if it lies inside the region.
    pub fn range(&self, offset: i64, len: usize) -> Option<std::ops::Range<usize>> {
        let start = usize::try_from(offset).ok()?;
        let end = start.checked_add(len)?;
        (end <= self.data.len()).then_some(start..end)
    }
}
