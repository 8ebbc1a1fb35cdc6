//! Safe handles over the C ABI of [`super::sys`]: owned objects and values,
//! reflection (type keys, fields by name), global functions and calls.

use std::collections::HashMap;
use std::ffi::CString;
use std::sync::{OnceLock, RwLock};

use super::sys::{self, Api, ByteArray, DLDataType, Object, RawAny};

/// The loaded API (set once by `tvm_init`).
static API: OnceLock<Api> = OnceLock::new();

/// Loads the API from the already-loaded library at `path` (once).
pub fn init(path: &str) -> Result<(), String> {
    if API.get().is_some() {
        return Ok(());
    }
    let api = Api::load(path)?;
    let _ = API.set(api);
    Ok(())
}

/// The API; `Err` before `init`.
pub fn api() -> Result<&'static Api, String> {
    API.get()
        .ok_or_else(|| "tirsat's TVM crossing is not initialised (import tirsat.tvm)".to_string())
}

fn api_unchecked() -> &'static Api {
    // Objects exist only after `init` succeeded.
    API.get().expect("tvm-ffi API used before init")
}

/// An owned reference to a TVM object (never null).
pub struct Obj(*mut Object);

// SAFETY: TVM objects are reference counted atomically and immutable once
// built (the crossing never mutates one in place).
unsafe impl Send for Obj {}
unsafe impl Sync for Obj {}

impl Obj {
    /// Takes ownership of one reference to `p` (`None` for null).
    pub fn from_owned(p: *mut Object) -> Option<Obj> {
        (!p.is_null()).then_some(Obj(p))
    }
    /// A new reference to the borrowed `p` (`None` for null).
    pub fn from_borrowed(p: *mut Object) -> Option<Obj> {
        if p.is_null() {
            return None;
        }
        // SAFETY: `p` is live (borrowed from a live owner).
        unsafe { (api_unchecked().inc_ref)(p) };
        Some(Obj(p))
    }
    pub fn ptr(&self) -> *mut Object {
        self.0
    }
    pub fn type_index(&self) -> i32 {
        // SAFETY: the object is live while `self` holds it.
        unsafe { (*self.0).type_index }
    }
    /// A borrowed view as a call argument.
    pub fn view(&self) -> RawAny {
        RawAny::object(self.0)
    }
    pub fn same_as(&self, other: &Obj) -> bool {
        self.0 == other.0
    }
}

impl Clone for Obj {
    fn clone(&self) -> Self {
        // SAFETY: live object.
        unsafe { (api_unchecked().inc_ref)(self.0) };
        Obj(self.0)
    }
}

impl Drop for Obj {
    fn drop(&mut self) {
        // SAFETY: we own one reference.
        unsafe { (api_unchecked().dec_ref)(self.0) };
    }
}

impl std::fmt::Debug for Obj {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}@{:p}", type_key(self.type_index()), self.0)
    }
}

/// An owned FFI value.
#[derive(Clone, Debug)]
pub enum Val {
    None,
    Int(i64),
    Bool(bool),
    Float(f64),
    DType(DLDataType),
    Str(String),
    Obj(Obj),
}

impl Val {
    /// Takes ownership of `raw` (as returned by a call or a getter).
    pub fn from_raw_owned(raw: RawAny) -> Val {
        match raw.type_index {
            sys::TI_NONE => Val::None,
            sys::TI_INT => Val::Int(raw.v as i64),
            sys::TI_BOOL => Val::Bool(raw.v != 0),
            sys::TI_FLOAT => Val::Float(f64::from_bits(raw.v)),
            sys::TI_DATA_TYPE => Val::DType(raw.as_dtype()),
            sys::TI_SMALL_STR => {
                let bytes = raw.v.to_le_bytes();
                let n = (raw.small_len as usize).min(8);
                Val::Str(String::from_utf8_lossy(&bytes[..n]).into_owned())
            }
            sys::TI_STR => {
                let o = Obj(raw.as_object());
                Val::Str(str_of_object(&o))
            }
            t if t >= sys::TI_STATIC_OBJECT_BEGIN => Val::Obj(Obj(raw.as_object())),
            // Other POD values (pointers, devices) do not occur in the IR.
            _ => Val::None,
        }
    }
    /// A borrowed view as a call argument; strings need [`Args`] to own them.
    fn view(&self, keep: &mut Vec<RawAny>) -> RawAny {
        match self {
            Val::None => RawAny::NONE,
            Val::Int(v) => RawAny::int(*v),
            Val::Bool(b) => RawAny::boolean(*b),
            Val::Float(f) => RawAny::float(*f),
            Val::DType(t) => RawAny::dtype(*t),
            Val::Str(s) => {
                let mut out = RawAny::NONE;
                let ba = ByteArray::of(s);
                // SAFETY: copies the bytes into a new string value.
                unsafe { (api_unchecked().string_from_byte_array)(&ba, &mut out) };
                keep.push(out);
                out
            }
            Val::Obj(o) => o.view(),
        }
    }
    pub fn as_obj(&self) -> Option<&Obj> {
        match self {
            Val::Obj(o) => Some(o),
            _ => None,
        }
    }
    pub fn into_obj(self) -> Option<Obj> {
        match self {
            Val::Obj(o) => Some(o),
            _ => None,
        }
    }
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Val::Int(v) => Some(*v),
            Val::Bool(b) => Some(*b as i64),
            _ => None,
        }
    }
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Val::Str(s) => Some(s),
            _ => None,
        }
    }
}

impl From<Obj> for Val {
    fn from(o: Obj) -> Self {
        Val::Obj(o)
    }
}
impl From<&Obj> for Val {
    fn from(o: &Obj) -> Self {
        Val::Obj(o.clone())
    }
}
impl From<Option<Obj>> for Val {
    fn from(o: Option<Obj>) -> Self {
        o.map_or(Val::None, Val::Obj)
    }
}
impl From<i64> for Val {
    fn from(v: i64) -> Self {
        Val::Int(v)
    }
}
impl From<bool> for Val {
    fn from(v: bool) -> Self {
        Val::Bool(v)
    }
}
impl From<&str> for Val {
    fn from(v: &str) -> Self {
        Val::Str(v.to_string())
    }
}
impl From<String> for Val {
    fn from(v: String) -> Self {
        Val::Str(v)
    }
}

/// The text of an `ffi.String` object.
fn str_of_object(o: &Obj) -> String {
    str_of_ptr(o.ptr())
}

/// The text of the live `ffi.String` object at `p`.
fn str_of_ptr(p: *mut Object) -> String {
    // SAFETY: layout `{ TVMFFIObject, TVMFFIByteArray, ... }` (c_api.h).
    unsafe {
        let ba = &*(p.cast::<u8>().add(size_of::<Object>()) as *const ByteArray);
        String::from_utf8_lossy(ba.as_bytes()).into_owned()
    }
}

/// The elements of an `ffi.Array`, borrowed (valid while `a` lives).
pub fn array_items(a: &Obj) -> &[RawAny] {
    // SAFETY: `a` is a live array.
    unsafe { array_items_of(a.ptr()) }
}

/// The elements of the `ffi.Array` at `a`, borrowed.
///
/// # Safety
/// `a` must be a live `ffi.Array` that outlives the slice.
pub unsafe fn array_items_of<'a>(a: *mut Object) -> &'a [RawAny] {
    // SAFETY: layout `{ TVMFFIObject, TVMFFISeqCell }` (c_api.h), elements `TVMFFIAny`.
    unsafe {
        let cell = &*(a.cast::<u8>().add(size_of::<Object>()) as *const sys::SeqCell);
        if cell.size <= 0 || cell.data.is_null() {
            return &[];
        }
        std::slice::from_raw_parts(cell.data, cell.size as usize)
    }
}

/// A borrowed element as an owned value.
pub fn own(raw: &RawAny) -> Val {
    match raw.type_index {
        sys::TI_NONE => Val::None,
        sys::TI_INT => Val::Int(raw.v as i64),
        sys::TI_BOOL => Val::Bool(raw.v != 0),
        sys::TI_FLOAT => Val::Float(f64::from_bits(raw.v)),
        sys::TI_DATA_TYPE => Val::DType(raw.as_dtype()),
        sys::TI_SMALL_STR => Val::from_raw_owned(*raw),
        sys::TI_STR => Val::Str(str_of_ptr(raw.as_object())),
        t if t >= sys::TI_STATIC_OBJECT_BEGIN => {
            Obj::from_borrowed(raw.as_object()).map_or(Val::None, Val::Obj)
        }
        _ => {
            let mut out = RawAny::NONE;
            // SAFETY: copies (and references) the viewed value.
            unsafe { (api_unchecked().any_view_to_owned_any)(raw, &mut out) };
            Val::from_raw_owned(out)
        }
    }
}

/// The error TVM raised on this thread, as `kind: message`.
pub fn take_error() -> String {
    let api = api_unchecked();
    let mut e: *mut Object = std::ptr::null_mut();
    // SAFETY: moves the thread's raised error (or null) into `e`.
    unsafe { (api.error_move_from_raised)(&mut e) };
    let Some(e) = Obj::from_owned(e) else {
        return "unknown TVM error".to_string();
    };
    // SAFETY: an error object's cell follows its header (c_api.h TVMFFIErrorCell).
    unsafe {
        let cell = e.ptr().cast::<u8>().add(size_of::<Object>()) as *const ByteArray;
        let kind = String::from_utf8_lossy((*cell).as_bytes()).into_owned();
        let msg = String::from_utf8_lossy((*cell.add(1)).as_bytes()).into_owned();
        format!("{kind}: {msg}")
    }
}

/// Sets the raised error of this thread (for a safe call returning -1).
pub fn set_error(kind: &str, message: &str) {
    let k = CString::new(kind.replace('\0', " ")).unwrap_or_default();
    let m = CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: both strings are NUL-terminated; TVM copies them.
    unsafe { (api_unchecked().error_set_raised_from_cstr)(k.as_ptr(), m.as_ptr()) };
}

// ------------------------------------------------------------- reflection

/// A field of a type: its getter and where it is.
#[derive(Clone, Copy)]
pub struct Field {
    getter: sys::FieldGetter,
    offset: i64,
    /// The declared type's static index (`TI_INT`, `TI_STR`, an object
    /// type, or negative for `Any`).
    static_type: i32,
    /// The field's size in bytes.
    size: i64,
}

/// A field's content read in place ([`Field::peek`]).
pub enum Peek {
    /// An object reference (null for none), borrowed from the owner.
    Obj(*mut Object),
    /// A data type.
    DType(DLDataType),
    /// A number or a string: neither an object nor a data type.
    Plain,
    /// Declared as `Any` (or a layout not read in place): use [`Field::get`].
    Get,
}

impl Field {
    /// The field of the live object `o` read in place, without a getter
    /// call or a reference count: an object reference is one pointer
    /// (`ObjectRef`), a data type four bytes (`DLDataType`), as the field's
    /// declared static type and size say; anything else is [`Peek::Get`].
    /// Debug builds check the reading against the getter's.
    ///
    /// # Safety
    /// `o` must be a live object of the type the field was looked up for.
    pub unsafe fn peek(&self, o: *mut Object) -> Peek {
        let at = unsafe { o.cast::<u8>().offset(self.offset as isize) };
        let p = match (self.static_type, self.size) {
            (sys::TI_INT | sys::TI_BOOL | sys::TI_FLOAT | sys::TI_SMALL_STR | sys::TI_STR, _) => {
                return Peek::Plain;
            }
            // SAFETY: a 4-byte DLDataType at the field's offset.
            (sys::TI_DATA_TYPE, 4) => Peek::DType(unsafe { *(at as *const DLDataType) }),
            // SAFETY: an ObjectRef is one (nullable) object pointer.
            (t, 8) if t >= sys::TI_STATIC_OBJECT_BEGIN => {
                Peek::Obj(unsafe { *(at as *const *mut Object) })
            }
            _ => return Peek::Get,
        };
        #[cfg(debug_assertions)]
        {
            // SAFETY: `o` is live; the new reference is dropped at once.
            let owner = std::mem::ManuallyDrop::new(Obj(o));
            match (&p, self.get(&owner)) {
                (Peek::DType(a), Val::DType(b)) => {
                    debug_assert!(a.code == b.code && a.bits == b.bits && a.lanes == b.lanes)
                }
                (Peek::Obj(a), Val::Obj(b)) => debug_assert_eq!(*a, b.ptr()),
                (Peek::Obj(a), Val::None) => debug_assert!(a.is_null()),
                (_, v) => debug_assert!(false, "field read in place as something else: {v:?}"),
            }
        }
        p
    }

    /// The field's value in `o`.
    pub fn get(&self, o: &Obj) -> Val {
        let mut out = RawAny::NONE;
        // SAFETY: `o` is of the type the field belongs to (callers look the
        // field up by `o`'s type index); the getter writes an owned value.
        let rc = unsafe {
            (self.getter)(
                o.ptr().cast::<u8>().offset(self.offset as isize).cast(),
                &mut out,
            )
        };
        if rc != 0 {
            let _ = take_error();
            return Val::None;
        }
        Val::from_raw_owned(out)
    }
}

struct TypeTable {
    keys: HashMap<i32, &'static str>,
    fields: HashMap<(i32, &'static str), Option<Field>>,
}

fn table() -> &'static RwLock<TypeTable> {
    static T: OnceLock<RwLock<TypeTable>> = OnceLock::new();
    T.get_or_init(|| {
        RwLock::new(TypeTable {
            keys: HashMap::new(),
            fields: HashMap::new(),
        })
    })
}

/// The type key of a type index (`prim.Add`, `tirx.For`, ...).
pub fn type_key(index: i32) -> &'static str {
    if let Some(k) = table()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .keys
        .get(&index)
    {
        return k;
    }
    // SAFETY: the index comes from a live object, so it is registered.
    let info = unsafe { &*(api_unchecked().get_type_info)(index) };
    let key: &'static str = Box::leak(
        String::from_utf8_lossy(unsafe { info.type_key.as_bytes() })
            .into_owned()
            .into_boxed_str(),
    );
    table()
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .keys
        .insert(index, key);
    key
}

/// The field `name` of objects of type `index` (searching its ancestors too).
pub fn field(index: i32, name: &'static str) -> Option<Field> {
    if let Some(f) = table()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .fields
        .get(&(index, name))
    {
        return *f;
    }
    let found = find_field(index, name);
    table()
        .write()
        .unwrap_or_else(|e| e.into_inner())
        .fields
        .insert((index, name), found);
    found
}

/// The type info of a registered type index and of its ancestors, the type
/// itself first (type infos live for the process).
///
/// # Safety
/// `index` must be a registered type index.
unsafe fn type_chain(index: i32) -> Vec<&'static sys::TypeInfo> {
    // SAFETY: the caller passes a registered type; its ancestors are registered.
    unsafe {
        let info = &*(api_unchecked().get_type_info)(index);
        let mut chain: Vec<&'static sys::TypeInfo> = vec![info];
        for d in 0..info.type_depth.max(0) as usize {
            let a = *info.type_ancestors.add(d);
            if !a.is_null() {
                chain.push(&*a);
            }
        }
        chain
    }
}

fn find_field(index: i32, name: &str) -> Option<Field> {
    // SAFETY: registered type; ancestors are registered type infos.
    unsafe {
        for t in type_chain(index) {
            for i in 0..t.num_fields.max(0) as usize {
                let f = &*t.fields.add(i);
                if f.name.as_bytes() == name.as_bytes() {
                    return f.getter.map(|getter| Field {
                        getter,
                        offset: f.offset,
                        static_type: f.field_static_type_index,
                        size: f.size,
                    });
                }
            }
        }
    }
    None
}

// ------------------------------------------------------------- calls

/// Global functions looked up so far, by name. Each lives for the process (TVM
/// keeps its registered functions as long), so a lookup hands out a plain
/// reference: no reference count per call.
fn global_cache() -> &'static RwLock<rustc_hash::FxHashMap<&'static str, &'static Obj>> {
    static G: OnceLock<RwLock<rustc_hash::FxHashMap<&'static str, &'static Obj>>> = OnceLock::new();
    G.get_or_init(Default::default)
}

/// The global function `name` (cached).
pub fn global(name: &'static str) -> Result<&'static Obj, String> {
    if let Some(f) = global_cache()
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .get(name)
    {
        return Ok(f);
    }
    let api = api()?;
    let mut out: *mut Object = std::ptr::null_mut();
    let ba = ByteArray::of(name);
    // SAFETY: writes an owned function handle or null.
    let rc = unsafe { (api.function_get_global)(&ba, &mut out) };
    if rc != 0 {
        return Err(take_error());
    }
    let f = Obj::from_owned(out).ok_or_else(|| format!("TVM has no global function `{name}`"))?;
    let mut w = global_cache().write().unwrap_or_else(|e| e.into_inner());
    // Another thread may have looked it up meanwhile: one kept per name.
    Ok(*w.entry(name).or_insert_with(|| Box::leak(Box::new(f))))
}

/// Calls the function object `f` with `args`.
pub fn call_obj(f: &Obj, args: &[Val]) -> Result<Val, String> {
    let mut keep = Vec::new();
    let mut raw: Vec<RawAny> = args.iter().map(|a| a.view(&mut keep)).collect();
    let mut out = RawAny::NONE;
    // SAFETY: `raw` views values that live until the call returns.
    let rc = unsafe {
        (api_unchecked().function_call)(f.ptr(), raw.as_mut_ptr(), raw.len() as i32, &mut out)
    };
    for k in keep {
        drop(Val::from_raw_owned(k));
    }
    if rc != 0 {
        return Err(take_error());
    }
    Ok(Val::from_raw_owned(out))
}

/// Calls global function `name` with `args`.
pub fn call(name: &'static str, args: &[Val]) -> Result<Val, String> {
    let f = global(name)?;
    call_obj(f, args).map_err(|e| format!("{name}: {e}"))
}

/// Calls global `name`, expecting an object back.
pub fn call_o(name: &'static str, args: &[Val]) -> Result<Obj, String> {
    call(name, args)?
        .into_obj()
        .ok_or_else(|| format!("{name} returned no object"))
}

/// A new `ffi.Array` of `items`.
pub fn array(items: Vec<Val>) -> Result<Obj, String> {
    call_o("ffi.Array", &items)
}

/// A new `ffi.Map` of `pairs`.
pub fn map(pairs: Vec<(Val, Val)>) -> Result<Obj, String> {
    let mut flat = Vec::with_capacity(pairs.len() * 2);
    for (k, v) in pairs {
        flat.push(k);
        flat.push(v);
    }
    call_o("ffi.Map", &flat)
}

/// The `(key, value)` pairs of an `ffi.Map`, in the map's iteration order,
/// read in place ([`map_entries_of`]); debug builds check them against the
/// FFI's iterator.
pub fn map_items(m: &Obj) -> Result<Vec<(Val, Val)>, String> {
    if m.type_index() != sys::TI_MAP {
        return map_items_ffi(m);
    }
    let mut out = Vec::new();
    // SAFETY: `m` is a live `ffi.Map`; the borrowed entries are owned at once.
    unsafe {
        map_entries_of(m.ptr(), |k, v| {
            out.push((own(k), own(v)));
            true
        })
    };
    #[cfg(debug_assertions)]
    {
        let ffi = map_items_ffi(m)?;
        debug_assert_eq!(ffi.len(), out.len(), "map read in place: size");
        for ((a, b), (c, d)) in ffi.iter().zip(&out) {
            debug_assert!(
                same_val(a, c) && same_val(b, d),
                "map read in place: {a:?} {c:?}"
            );
        }
    }
    Ok(out)
}

#[cfg(debug_assertions)]
fn same_val(a: &Val, b: &Val) -> bool {
    match (a, b) {
        (Val::Obj(x), Val::Obj(y)) => x.same_as(y),
        (Val::None, Val::None) => true,
        (Val::Int(x), Val::Int(y)) => x == y,
        (Val::Bool(x), Val::Bool(y)) => x == y,
        (Val::Float(x), Val::Float(y)) => x.to_bits() == y.to_bits(),
        (Val::DType(x), Val::DType(y)) => x == y,
        (Val::Str(x), Val::Str(y)) => x == y,
        _ => false,
    }
}

/// `MapBaseObj` of tvm-ffi 0.1.x (`tvm/ffi/container/map_base.h`): the
/// header, the data region, the entry count and the slot count, whose top
/// bit marks the small layout.
#[repr(C)]
struct MapBase {
    header: Object,
    data: *mut u8,
    size: u64,
    slots: u64,
    data_deleter: *mut std::ffi::c_void,
}

/// `DenseMapBaseObj`: [`MapBase`], then the Fibonacci shift and the
/// insertion-order list.
#[repr(C)]
struct DenseMapBase {
    base: MapBase,
    fib_shift: u32,
    iter_list_head: u64,
    iter_list_tail: u64,
}

const SMALL_MAP_TAG: u64 = 1 << 63;
/// A dense map's block: 16 metadata bytes, then 16 items of a key, a
/// value (`TVMFFIAny` each) and the list's `prev` and `next` indices.
const DENSE_BLOCK_CAP: usize = 16;
const DENSE_ITEM: usize = 2 * size_of::<RawAny>() + 16;
const DENSE_BLOCK: usize = DENSE_BLOCK_CAP * (1 + DENSE_ITEM);

/// Calls `f` with each borrowed `(key, value)` of the live `ffi.Map` at `m`
/// in its iteration order (insertion order), reading the map in place, no
/// FFI call: a small map is an array of pairs, a dense map is walked along
/// its insertion list. Stops when `f` returns false.
///
/// # Safety
/// `m` must be a live `ffi.Map` (type key checked by the caller) that
/// outlives the call.
pub unsafe fn map_entries_of(m: *mut Object, mut f: impl FnMut(&RawAny, &RawAny) -> bool) {
    // SAFETY: the layouts of map_base.h (tvm-ffi 0.1.x, checked at `init`).
    unsafe {
        let base = &*(m as *const MapBase);
        if base.size == 0 || base.data.is_null() {
            return;
        }
        if base.slots & SMALL_MAP_TAG != 0 {
            let kv = base.data as *const RawAny;
            for i in 0..base.size as usize {
                if !f(&*kv.add(2 * i), &*kv.add(2 * i + 1)) {
                    return;
                }
            }
            return;
        }
        let dense = &*(m as *const DenseMapBase);
        let mut index = dense.iter_list_head;
        let mut seen = 0u64;
        while index != u64::MAX && seen < base.size {
            let i = index as usize;
            let block = base.data.add((i / DENSE_BLOCK_CAP) * DENSE_BLOCK);
            let item = block.add(DENSE_BLOCK_CAP + (i % DENSE_BLOCK_CAP) * DENSE_ITEM);
            let kv = item as *const RawAny;
            if !f(&*kv, &*kv.add(1)) {
                return;
            }
            index = *(item.add(2 * size_of::<RawAny>() + 8) as *const u64);
            seen += 1;
        }
    }
}

/// The value of string key `key` in the live `ffi.Map` at `m`, borrowed,
/// read in place (a linear search: the maps read this way are small).
///
/// # Safety
/// As [`map_entries_of`].
pub unsafe fn map_get_str(m: *mut Object, key: &str) -> Option<RawAny> {
    let mut found = None;
    // SAFETY: as the caller states.
    unsafe {
        map_entries_of(m, |k, v| {
            if raw_str_eq(k, key) {
                found = Some(*v);
                return false;
            }
            true
        })
    };
    #[cfg(debug_assertions)]
    {
        let owner = std::mem::ManuallyDrop::new(Obj(m));
        let ffi = map_items_ffi(&owner).unwrap_or_default();
        let want = ffi.iter().find(|(k, _)| k.as_str() == Some(key));
        match (&found, want) {
            (None, None) => {}
            (Some(v), Some((_, w))) => debug_assert!(same_val(&own(v), w), "map read in place"),
            _ => debug_assert!(false, "map read in place: key `{key}`"),
        }
    }
    found
}

/// True when the borrowed value `v` is the string `s`.
pub fn raw_str_eq(v: &RawAny, s: &str) -> bool {
    match v.type_index {
        sys::TI_SMALL_STR => {
            let bytes = v.v.to_le_bytes();
            let n = (v.small_len as usize).min(8);
            &bytes[..n] == s.as_bytes()
        }
        // SAFETY: a live string object's bytes follow its header.
        sys::TI_STR => unsafe {
            let ba = &*(v.as_object().cast::<u8>().add(size_of::<Object>()) as *const ByteArray);
            ba.as_bytes() == s.as_bytes()
        },
        _ => false,
    }
}

/// [`map_items`] through the FFI's iterator (3 calls per entry).
pub fn map_items_ffi(m: &Obj) -> Result<Vec<(Val, Val)>, String> {
    let n = call("ffi.MapSize", &[m.into()])?.as_int().unwrap_or(0);
    let mut out = Vec::with_capacity(n as usize);
    if n == 0 {
        return Ok(out);
    }
    let it = call_o("ffi.MapForwardIterFunctor", &[m.into()])?;
    loop {
        let k = call_obj(&it, &[Val::Int(0)])?;
        let v = call_obj(&it, &[Val::Int(1)])?;
        out.push((k, v));
        let more = call_obj(&it, &[Val::Int(2)])?;
        if !matches!(more, Val::Bool(true)) && more.as_int() != Some(1) {
            break;
        }
    }
    Ok(out)
}

/// Creates an FFI function object calling `safe_call` with `state`
/// (freed by `deleter`).
pub fn make_function(
    state: *mut std::ffi::c_void,
    safe_call: sys::SafeCall,
    deleter: unsafe extern "C" fn(*mut std::ffi::c_void),
) -> Result<Obj, String> {
    let api = api()?;
    let mut out: *mut Object = std::ptr::null_mut();
    // SAFETY: TVM owns `state` from here and frees it with `deleter`.
    let rc = unsafe { (api.function_create)(state, safe_call, Some(deleter), &mut out) };
    if rc != 0 {
        return Err(take_error());
    }
    Obj::from_owned(out).ok_or_else(|| "TVMFFIFunctionCreate returned null".to_string())
}

/// Registers `f` as global function `name` (replacing an older one).
pub fn set_global(name: &str, f: &Obj) -> Result<(), String> {
    let api = api()?;
    let ba = ByteArray::of(name);
    // SAFETY: TVM takes its own reference.
    let rc = unsafe { (api.function_set_global)(&ba, f.ptr(), 1) };
    if rc != 0 {
        return Err(take_error());
    }
    Ok(())
}

/// TVM's name of a data type (`float32x4`).
pub fn dtype_string(t: DLDataType) -> Result<String, String> {
    let mut out = RawAny::NONE;
    // SAFETY: writes an owned string value.
    let rc = unsafe { (api()?.data_type_to_string)(&t, &mut out) };
    if rc != 0 {
        return Err(take_error());
    }
    match Val::from_raw_owned(out) {
        Val::Str(s) => Ok(s),
        _ => Err("DataTypeToString returned no string".into()),
    }
}

/// The data type TVM reads from `s`.
pub fn dtype_from_string(s: &str) -> Result<DLDataType, String> {
    let mut out = DLDataType {
        code: 0,
        bits: 0,
        lanes: 0,
    };
    let ba = ByteArray::of(s);
    // SAFETY: reads the string, writes the type.
    let rc = unsafe { (api()?.data_type_from_string)(&ba, &mut out) };
    if rc != 0 {
        return Err(take_error());
    }
    Ok(out)
}

impl Val {
    /// Gives the value away as an owned raw value (a call's result).
    pub fn into_raw_owned(self) -> RawAny {
        match self {
            Val::None => RawAny::NONE,
            Val::Int(v) => RawAny::int(v),
            Val::Bool(b) => RawAny::boolean(b),
            Val::Float(f) => RawAny::float(f),
            Val::DType(t) => RawAny::dtype(t),
            Val::Str(s) => {
                let mut out = RawAny::NONE;
                let ba = ByteArray::of(&s);
                // SAFETY: copies the bytes into a new owned string value.
                unsafe { (api_unchecked().string_from_byte_array)(&ba, &mut out) };
                out
            }
            Val::Obj(o) => {
                let raw = o.view();
                std::mem::forget(o);
                raw
            }
        }
    }
}

/// A Rust function exposed to TVM as an FFI function.
pub type Native = Box<dyn Fn(&[Val]) -> Result<Val, (String, String)> + Send + Sync>;

unsafe extern "C" fn native_call(
    handle: *mut std::ffi::c_void,
    args: *const RawAny,
    n: i32,
    result: *mut RawAny,
) -> std::ffi::c_int {
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // SAFETY: `handle` is the `Native` given to `make_function`; TVM
        // passes `n` argument views that live for the call.
        let f = unsafe { &*(handle as *const Native) };
        let args: Vec<Val> = if n <= 0 || args.is_null() {
            Vec::new()
        } else {
            unsafe { std::slice::from_raw_parts(args, n as usize) }
                .iter()
                .map(own)
                .collect()
        };
        f(&args)
    }));
    match outcome {
        Ok(Ok(v)) => {
            // SAFETY: TVM hands an initialised result slot.
            unsafe { *result = v.into_raw_owned() };
            0
        }
        Ok(Err((kind, msg))) => {
            set_error(&kind, &msg);
            -1
        }
        Err(p) => {
            let what = p
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| p.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "unknown panic".into());
            set_error(
                "tirsat.TirsatError",
                &format!("internal error (panic): {what}"),
            );
            -1
        }
    }
}

unsafe extern "C" fn native_delete(handle: *mut std::ffi::c_void) {
    // SAFETY: made by `Box::into_raw` in `native_function`.
    drop(unsafe { Box::from_raw(handle as *mut Native) });
}

/// An FFI function object running `f`.
pub fn native_function(f: Native) -> Result<Obj, String> {
    let state = Box::into_raw(Box::new(f)) as *mut std::ffi::c_void;
    make_function(state, native_call, native_delete)
}

/// The reflection of one type: its key and every field (its ancestors' too).
pub struct TypeEntry {
    pub key: &'static str,
    fields: Vec<(&'static [u8], Field)>,
}

impl TypeEntry {
    pub fn field(&self, name: &str) -> Option<Field> {
        let n = name.as_bytes();
        self.fields.iter().find(|(f, _)| *f == n).map(|(_, g)| *g)
    }
    /// Every field with a getter, by name (the type's own and its ancestors').
    pub fn fields(&self) -> impl Iterator<Item = (&'static [u8], Field)> + '_ {
        self.fields.iter().copied()
    }
}

fn build_entry(index: i32) -> TypeEntry {
    let key = type_key(index);
    let mut fields = Vec::new();
    // SAFETY: a registered type (the index comes from a live object).
    unsafe {
        for t in type_chain(index) {
            for i in 0..t.num_fields.max(0) as usize {
                let f = &*t.fields.add(i);
                if let Some(getter) = f.getter {
                    // Type infos live for the process: the name bytes too.
                    fields.push((
                        f.name.as_bytes(),
                        Field {
                            getter,
                            offset: f.offset,
                            static_type: f.field_static_type_index,
                            size: f.size,
                        },
                    ));
                }
            }
        }
    }
    TypeEntry { key, fields }
}

/// Every type's reflection read so far, by type index. Entries live for the
/// process, as TVM's type infos do (a few hundred types at most).
fn entries() -> &'static RwLock<Vec<Option<&'static TypeEntry>>> {
    static E: OnceLock<RwLock<Vec<Option<&'static TypeEntry>>>> = OnceLock::new();
    E.get_or_init(|| RwLock::new(Vec::new()))
}

/// A converter's own copy of the reflection it has used (no lock per node).
#[derive(Default)]
pub struct LocalTypes {
    entries: Vec<Option<&'static TypeEntry>>,
}

impl LocalTypes {
    /// The entry of `index` (it can be held across calls that need `&mut
    /// self`).
    #[inline]
    pub fn entry(&mut self, index: i32) -> &'static TypeEntry {
        match self.entries.get(index.max(0) as usize) {
            Some(Some(e)) => e,
            _ => self.entry_slow(index),
        }
    }

    #[cold]
    fn entry_slow(&mut self, index: i32) -> &'static TypeEntry {
        let i = index.max(0) as usize;
        if self.entries.len() <= i {
            self.entries.resize(i + 1, None);
        }
        let shared = entries()
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .get(i)
            .copied()
            .flatten();
        let e = match shared {
            Some(e) => e,
            None => {
                let mut w = entries().write().unwrap_or_else(|e| e.into_inner());
                if w.len() <= i {
                    w.resize(i + 1, None);
                }
                // Another thread may have built it meanwhile: one entry per
                // type for the process.
                *w[i].get_or_insert_with(|| Box::leak(Box::new(build_entry(index))))
            }
        };
        self.entries[i] = Some(e);
        e
    }
}
