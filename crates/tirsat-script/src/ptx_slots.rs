//! The modifier slots of TVM 0.27's `T.ptx` instruction table, as data.
//!
//! `ptx_slots.tsv` (next to this file) is generated from TVM's table
//! (`tvm.backend.cuda.ptx.table.TABLE`) by `scripts/oracle/dump_ptx_slots.py`:
//! per entry its family (`T.ptx.<family>`) and its modifier slots, each with
//! the tokens it takes. A call's trailing modifier strings narrow the
//! family's entries as TVM's `_narrow` does: each non-empty token fills the
//! first open slot that lists it in some entry; a token no entry takes is
//! rejected with TVM's message. The cross-slot constraints of the table are
//! Python code and are not checked here.
//!
//! ```
//! use tirsat_script::ptx_slots::check_modifiers;
//! assert!(check_modifiers("cp", &["async", "bulk"]).is_ok());
//! let e = check_modifiers("cp", &["async", "wait_al"]).unwrap_err();
//! assert!(e.starts_with("'wait_al' is not a valid modifier for 'cp'"), "{e}");
//! // Families without modifier slots in the table are not checked.
//! assert!(check_modifiers("no_such_family", &["x"]).is_ok());
//! ```

use std::collections::HashMap;
use std::sync::OnceLock;

/// The table as generated (see the module docs).
const TSV: &str = include_str!("ptx_slots.tsv");

/// One modifier slot: its name and the tokens it takes.
type Slot = (&'static str, Vec<&'static str>);

fn table() -> &'static HashMap<&'static str, Vec<Vec<Slot>>> {
    static TABLE: OnceLock<HashMap<&'static str, Vec<Vec<Slot>>>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut m: HashMap<&'static str, Vec<Vec<Slot>>> = HashMap::new();
        for line in TSV.lines().skip(2) {
            let mut cols = line.split('\t');
            let (Some(fam), Some(_entry)) = (cols.next(), cols.next()) else {
                continue;
            };
            let slots = cols
                .next()
                .unwrap_or("")
                .split(';')
                .filter(|s| !s.is_empty())
                .map(|s| {
                    let (name, toks) = s.split_once('=').unwrap_or((s, ""));
                    (name, toks.split('|').filter(|t| !t.is_empty()).collect())
                })
                .collect();
            m.entry(fam).or_default().push(slots);
        }
        m
    })
}

/// Checks the modifier tokens of a `T.ptx.<family>(...)` call (`""` is an
/// omitted slot): every token must fill an open slot of an entry still
/// possible after the tokens before it. `family` is the name after `T.ptx.`
/// (`and_` for TVM's `and`).
pub fn check_modifiers(family: &str, tokens: &[&str]) -> Result<(), String> {
    let key = family.strip_suffix('_').unwrap_or(family);
    let Some(entries) = table().get(key) else {
        return Ok(());
    };
    // Candidates: (entry, which slots are filled).
    let mut cands: Vec<(&Vec<Slot>, Vec<bool>)> =
        entries.iter().map(|e| (e, vec![false; e.len()])).collect();
    for tok in tokens.iter().filter(|t| !t.is_empty()) {
        let next: Vec<(&Vec<Slot>, Vec<bool>)> = cands
            .iter()
            .filter_map(|(e, filled)| {
                let i = e
                    .iter()
                    .enumerate()
                    .position(|(i, (_, choices))| !filled[i] && choices.contains(tok))?;
                let mut f = filled.clone();
                f[i] = true;
                Some((*e, f))
            })
            .collect();
        if next.is_empty() {
            let open: Vec<String> = cands
                .first()
                .map(|(e, filled)| {
                    e.iter()
                        .zip(filled)
                        .filter(|(_, f)| !**f)
                        .map(|((name, choices), _)| format!("{name}∈{{{}}}", choices.join(",")))
                        .collect()
                })
                .unwrap_or_default();
            return Err(format!(
                "'{tok}' is not a valid modifier for '{key}'; open slots: {}",
                open.join("; ")
            ));
        }
        cands = next;
    }
    Ok(())
}
