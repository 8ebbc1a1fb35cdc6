//! Registers tirsat's pass options with TVM's `PassContext`, so that
//! `tvm.transform.PassContext(config={"tirsat.planner": "best"})` is accepted
//! (TVM rejects keys nobody registered).
//!
//! TVM 0.27 registers options only from C++ (`TVM_REGISTER_PASS_CONFIG_OPTION`,
//! i.e. `PassContext::RegisterConfigOption(const char*, ffi::String,
//! std::function<ffi::Any(ffi::Any)>)`); no FFI function does it. This module
//! calls that exported function of `libtvm_compiler.so` directly, on the
//! platform TVM's wheels are built for here (x86-64 Linux, libstdc++,
//! Itanium C++ ABI): the two class arguments are passed as pointers to
//! caller-owned temporaries, `ffi::String` is one `TVMFFIAny`, and the
//! `std::function` is libstdc++'s `{_Any_data, manager, invoker}` holding a
//! stateless identity legalization (tirsat checks the values itself when a
//! pass reads them). Elsewhere it reports that it cannot register, and the
//! options are given through `tirsat.tvm.default_pipeline(config=...)`.

#[cfg(all(target_os = "linux", target_arch = "x86_64"))]
mod imp {
    use std::ffi::{CString, c_char, c_void};

    use crate::tvm::sys::{Api, ByteArray, RawAny};

    const SYMBOL: &str = "_ZN3tvm9transform11PassContext20RegisterConfigOptionEPKcNS_3ffi6StringESt8functionIFNS4_3AnyES7_EE";

    /// libstdc++'s `std::function<R(A)>`.
    #[repr(C)]
    struct StdFunction {
        functor: [usize; 2],
        manager: Option<unsafe extern "C" fn(*mut [usize; 2], *const [usize; 2], i32) -> bool>,
        invoker: Option<
            unsafe extern "C" fn(*mut RawAny, *const [usize; 2], *mut RawAny) -> *mut RawAny,
        >,
    }

    /// `_Function_base::_Manager_type` of a stateless functor.
    unsafe extern "C" fn manager(dest: *mut [usize; 2], src: *const [usize; 2], op: i32) -> bool {
        // SAFETY: libstdc++ passes valid `_Any_data` storage.
        unsafe {
            match op {
                // __get_type_info: no RTTI for this functor.
                0 => (*dest)[0] = 0,
                // __get_functor_ptr: the functor lives in the storage itself.
                1 => (*dest)[0] = src as usize,
                // __clone_functor: copy the (empty) storage.
                2 => *dest = *src,
                // __destroy_functor: nothing owned.
                _ => {}
            }
        }
        false
    }

    /// `_M_invoke(const _Any_data&, Any&&) -> Any` with the result returned
    /// through the hidden pointer: the argument, moved.
    unsafe extern "C" fn invoke(
        ret: *mut RawAny,
        _f: *const [usize; 2],
        arg: *mut RawAny,
    ) -> *mut RawAny {
        // SAFETY: `ret` is uninitialised result storage, `arg` a live Any the
        // caller destroys afterwards (left as None, which owns nothing).
        unsafe {
            *ret = *arg;
            *arg = RawAny::NONE;
        }
        ret
    }

    type Register = unsafe extern "C" fn(*const c_char, *mut RawAny, *mut StdFunction);

    pub fn register(
        compiler_lib: &str,
        api: &Api,
        key: &str,
        type_str: &str,
    ) -> Result<(), String> {
        let sym = Api::loaded_symbol(compiler_lib, SYMBOL).ok_or_else(|| {
            format!("{compiler_lib} does not export PassContext::RegisterConfigOption")
        })?;
        // SAFETY: the exported function has the signature above under the
        // Itanium C++ ABI on x86-64.
        let f: Register = unsafe { std::mem::transmute::<*mut c_void, Register>(sym) };
        let k = CString::new(key).map_err(|_| "bad key".to_string())?;
        let mut s = RawAny::NONE;
        let ba = ByteArray::of(type_str);
        // SAFETY: writes an owned string value into `s`.
        unsafe { (api.string_from_byte_array)(&ba, &mut s) };
        let mut func = StdFunction {
            functor: [0, 0],
            manager: Some(manager),
            invoker: Some(invoke),
        };
        // SAFETY: arguments as the C++ ABI passes them; TVM copies what it keeps.
        unsafe { f(k.as_ptr(), &mut s, &mut func) };
        // The caller destroys its temporaries: the string (if the callee did
        // not move it away) and the functor (stateless, nothing to free).
        if s.is_object() {
            // SAFETY: we own this reference.
            unsafe { (api.dec_ref)(s.as_object()) };
        }
        Ok(())
    }
}

/// Registers `key` (a value of type `type_str`) with TVM's PassContext.
/// `compiler_lib` is the path of the loaded `libtvm_compiler.so`.
pub fn register(compiler_lib: &str, key: &str, type_str: &str) -> Result<(), String> {
    let api = super::object::api()?;
    #[cfg(all(target_os = "linux", target_arch = "x86_64"))]
    {
        imp::register(compiler_lib, api, key, type_str)
    }
    #[cfg(not(all(target_os = "linux", target_arch = "x86_64")))]
    {
        let _ = (api, compiler_lib, key, type_str);
        Err("registering PassContext options is only supported on x86-64 Linux".into())
    }
}
