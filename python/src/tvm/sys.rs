//! TVM FFI's stable C ABI (`tvm/ffi/c_api.h`, apache-tvm-ffi 0.1.x), reached at
//! run time in the `libtvm_ffi.so` that TVM's Python package has already
//! loaded: `dlopen(path, RTLD_NOLOAD)` and `dlsym`. Nothing links against
//! TVM, so the wheel loads (and everything but `tirsat.tvm` works) without it.
//!
//! Only the declarations the crossing uses are here, with the layouts of the
//! header; [`Api::load`] checks the library's ABI version before use.

use std::ffi::{CStr, CString, c_char, c_int, c_void};

/// `TVMFFIByteArray`.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct ByteArray {
    pub data: *const c_char,
    pub size: usize,
}

impl ByteArray {
    pub fn of(s: &str) -> Self {
        ByteArray {
            data: s.as_ptr().cast(),
            size: s.len(),
        }
    }
    /// # Safety
    /// `data` must point to `size` readable bytes that outlive the result.
    pub unsafe fn as_bytes<'a>(&self) -> &'a [u8] {
        if self.size == 0 {
            return &[];
        }
        unsafe { std::slice::from_raw_parts(self.data.cast(), self.size) }
    }
}

/// `TVMFFIObject`: the header of every heap object.
#[repr(C)]
pub struct Object {
    pub combined_ref_count: u64,
    pub type_index: i32,
    pub padding: u32,
    pub deleter: *mut c_void,
}

/// `DLDataType`.
#[repr(C)]
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct DLDataType {
    pub code: u8,
    pub bits: u8,
    pub lanes: u16,
}

/// `TVMFFIAny`: a value on the stack (POD inline, objects by pointer).
#[repr(C)]
#[derive(Clone, Copy)]
pub struct RawAny {
    pub type_index: i32,
    /// `zero_padding`, or the length of a small string.
    pub small_len: u32,
    pub v: u64,
}

impl RawAny {
    pub const NONE: RawAny = RawAny {
        type_index: TI_NONE,
        small_len: 0,
        v: 0,
    };
    pub fn int(v: i64) -> Self {
        RawAny {
            type_index: TI_INT,
            small_len: 0,
            v: v as u64,
        }
    }
    pub fn boolean(v: bool) -> Self {
        RawAny {
            type_index: TI_BOOL,
            small_len: 0,
            v: v as u64,
        }
    }
    pub fn float(v: f64) -> Self {
        RawAny {
            type_index: TI_FLOAT,
            small_len: 0,
            v: v.to_bits(),
        }
    }
    pub fn dtype(t: DLDataType) -> Self {
        let v = t.code as u64 | (t.bits as u64) << 8 | (t.lanes as u64) << 16;
        RawAny {
            type_index: TI_DATA_TYPE,
            small_len: 0,
            v,
        }
    }
    /// A borrowed view of an object (no reference taken).
    pub fn object(p: *mut Object) -> Self {
        if p.is_null() {
            return RawAny::NONE;
        }
        RawAny {
            // SAFETY: `p` is a live object.
            type_index: unsafe { (*p).type_index },
            small_len: 0,
            v: p as u64,
        }
    }
    pub fn is_object(&self) -> bool {
        self.type_index >= TI_STATIC_OBJECT_BEGIN
    }
    pub fn as_object(&self) -> *mut Object {
        if self.is_object() {
            self.v as *mut Object
        } else {
            std::ptr::null_mut()
        }
    }
    pub fn as_dtype(&self) -> DLDataType {
        DLDataType {
            code: self.v as u8,
            bits: (self.v >> 8) as u8,
            lanes: (self.v >> 16) as u16,
        }
    }
}

pub const TI_NONE: i32 = 0;
pub const TI_INT: i32 = 1;
pub const TI_BOOL: i32 = 2;
pub const TI_FLOAT: i32 = 3;
pub const TI_DATA_TYPE: i32 = 5;
pub const TI_SMALL_STR: i32 = 11;
pub const TI_STATIC_OBJECT_BEGIN: i32 = 64;
pub const TI_STR: i32 = 65;
/// `kTVMFFIArray`.
pub const TI_ARRAY: i32 = 71;
/// `kTVMFFIMap`.
pub const TI_MAP: i32 = 72;

/// `TVMFFISeqCell`: what follows the header of an `ffi.Array`.
#[repr(C)]
pub struct SeqCell {
    pub data: *mut RawAny,
    pub size: i64,
    pub capacity: i64,
    pub data_deleter: *mut c_void,
}

pub type FieldGetter = unsafe extern "C" fn(field: *mut c_void, result: *mut RawAny) -> c_int;
pub type SafeCall = unsafe extern "C" fn(
    handle: *mut c_void,
    args: *const RawAny,
    n: i32,
    result: *mut RawAny,
) -> c_int;

/// `TVMFFIFieldInfo`.
#[repr(C)]
pub struct FieldInfo {
    pub name: ByteArray,
    pub doc: ByteArray,
    pub metadata: ByteArray,
    pub flags: i64,
    pub size: i64,
    pub alignment: i64,
    pub offset: i64,
    pub getter: Option<FieldGetter>,
    pub setter: *mut c_void,
    pub default_value_or_factory: RawAny,
    pub field_static_type_index: i32,
}

/// `TVMFFITypeInfo`.
#[repr(C)]
pub struct TypeInfo {
    pub type_index: i32,
    pub type_depth: i32,
    pub type_key: ByteArray,
    pub type_ancestors: *const *const TypeInfo,
    pub type_key_hash: u64,
    pub num_fields: i32,
    pub num_methods: i32,
    pub fields: *const FieldInfo,
    pub methods: *const c_void,
    pub metadata: *const c_void,
}

/// `TVMFFIVersion`.
#[repr(C)]
#[derive(Default, Debug)]
pub struct Version {
    pub major: u32,
    pub minor: u32,
    pub patch: u32,
}

/// The C functions of `libtvm_ffi.so` the crossing calls.
pub struct Api {
    pub get_version: unsafe extern "C" fn(*mut Version),
    pub inc_ref: unsafe extern "C" fn(*mut Object) -> c_int,
    pub dec_ref: unsafe extern "C" fn(*mut Object) -> c_int,
    pub get_type_info: unsafe extern "C" fn(i32) -> *const TypeInfo,
    pub function_get_global: unsafe extern "C" fn(*const ByteArray, *mut *mut Object) -> c_int,
    pub function_set_global: unsafe extern "C" fn(*const ByteArray, *mut Object, c_int) -> c_int,
    pub function_create: unsafe extern "C" fn(
        *mut c_void,
        SafeCall,
        Option<unsafe extern "C" fn(*mut c_void)>,
        *mut *mut Object,
    ) -> c_int,
    pub function_call: unsafe extern "C" fn(*mut Object, *mut RawAny, i32, *mut RawAny) -> c_int,
    pub error_move_from_raised: unsafe extern "C" fn(*mut *mut Object),
    pub error_set_raised_from_cstr: unsafe extern "C" fn(*const c_char, *const c_char),
    pub string_from_byte_array: unsafe extern "C" fn(*const ByteArray, *mut RawAny) -> c_int,
    pub data_type_to_string: unsafe extern "C" fn(*const DLDataType, *mut RawAny) -> c_int,
    pub data_type_from_string: unsafe extern "C" fn(*const ByteArray, *mut DLDataType) -> c_int,
    pub any_view_to_owned_any: unsafe extern "C" fn(*const RawAny, *mut RawAny) -> c_int,
    /// `dlopen` handle of the library (never closed: TVM keeps it loaded).
    _lib: *mut c_void,
}

// SAFETY: the table holds function pointers of a thread-safe C library.
unsafe impl Send for Api {}
unsafe impl Sync for Api {}

/// The first ABI this code was written against (0.1.x, x >= 15).
const ABI_MAJOR: u32 = 0;
const ABI_MINOR: u32 = 1;
const ABI_PATCH_MIN: u32 = 15;

impl Api {
    /// The API of the `libtvm_ffi.so` at `path`, which must already be loaded
    /// in the process (by `import tvm_ffi`): nothing is loaded here.
    pub fn load(path: &str) -> Result<Api, String> {
        let c = CString::new(path).map_err(|_| format!("bad library path {path:?}"))?;
        // SAFETY: RTLD_NOLOAD only returns a library that is already mapped.
        let lib = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_NOLOAD) };
        if lib.is_null() {
            return Err(format!(
                "{path} is not loaded in this process (import tvm_ffi first): {}",
                dl_error()
            ));
        }
        /// A symbol's address as the function pointer type `F`.
        ///
        /// # Safety
        /// `F` is a function pointer type whose signature is the symbol's.
        unsafe fn fn_ptr<F: Copy>(p: *mut c_void) -> F {
            assert_eq!(size_of::<F>(), size_of::<*mut c_void>());
            // SAFETY: same size; the caller states the signature.
            unsafe { std::mem::transmute_copy::<*mut c_void, F>(&p) }
        }
        macro_rules! sym {
            ($name:literal) => {{
                let n = concat!($name, "\0");
                // SAFETY: `lib` is a live handle; the symbol's C signature is the
                // header's, which the field's type states.
                let p = unsafe { libc::dlsym(lib, n.as_ptr().cast()) };
                if p.is_null() {
                    return Err(format!("{path} has no symbol {}", $name));
                }
                // SAFETY: as above; the field's type is a function pointer.
                unsafe { fn_ptr(p) }
            }};
        }
        let api = Api {
            get_version: sym!("TVMFFIGetVersion"),
            inc_ref: sym!("TVMFFIObjectIncRef"),
            dec_ref: sym!("TVMFFIObjectDecRef"),
            get_type_info: sym!("TVMFFIGetTypeInfo"),
            function_get_global: sym!("TVMFFIFunctionGetGlobal"),
            function_set_global: sym!("TVMFFIFunctionSetGlobal"),
            function_create: sym!("TVMFFIFunctionCreate"),
            function_call: sym!("TVMFFIFunctionCall"),
            error_move_from_raised: sym!("TVMFFIErrorMoveFromRaised"),
            error_set_raised_from_cstr: sym!("TVMFFIErrorSetRaisedFromCStr"),
            string_from_byte_array: sym!("TVMFFIStringFromByteArray"),
            data_type_to_string: sym!("TVMFFIDataTypeToString"),
            data_type_from_string: sym!("TVMFFIDataTypeFromString"),
            any_view_to_owned_any: sym!("TVMFFIAnyViewToOwnedAny"),
            _lib: lib,
        };
        let mut v = Version::default();
        // SAFETY: the function only writes the struct.
        unsafe { (api.get_version)(&mut v) };
        if v.major != ABI_MAJOR || v.minor != ABI_MINOR || v.patch < ABI_PATCH_MIN {
            return Err(format!(
                "tvm-ffi ABI {}.{}.{} is not supported (tirsat reads {ABI_MAJOR}.{ABI_MINOR}.x, x >= {ABI_PATCH_MIN})",
                v.major, v.minor, v.patch
            ));
        }
        Ok(api)
    }

    /// A symbol of another library already loaded in the process (TVM's
    /// compiler library), or `None`.
    pub fn loaded_symbol(lib_path: &str, name: &str) -> Option<*mut c_void> {
        let c = CString::new(lib_path).ok()?;
        let n = CString::new(name).ok()?;
        // SAFETY: as in `load`.
        let lib = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_NOLOAD) };
        if lib.is_null() {
            return None;
        }
        let p = unsafe { libc::dlsym(lib, n.as_ptr()) };
        (!p.is_null()).then_some(p)
    }
}

fn dl_error() -> String {
    // SAFETY: dlerror returns a thread-local C string or null.
    let e = unsafe { libc::dlerror() };
    if e.is_null() {
        "unknown error".into()
    } else {
        unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned()
    }
}
