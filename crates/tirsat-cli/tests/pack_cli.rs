//! End-to-end tests of `tirsat pack` and `tirsat pack-bench`.

mod common;

use std::path::PathBuf;
use std::process::Command;

fn tirsat() -> Command {
    common::tirsat()
}

/// A fresh scratch directory and its path (removed when the guard drops).
fn scratch(name: &str) -> (tempfile::TempDir, PathBuf) {
    let d = common::scratch(&format!("pack-cli-{name}"));
    let p = d.path().to_path_buf();
    (d, p)
}

const SMALL: &str = "id,lower,upper,size\nb1,0,3,4\nb2,3,9,4\nb3,0,9,4\nb4,9,21,4\nb5,0,21,4\n";

#[test]
fn pack_prints_a_table_and_json() {
    let (_d_dir, d) = scratch("json");
    let f = d.join("toy.12.csv");
    std::fs::write(&f, SMALL).unwrap();
    let out = tirsat().arg("pack").arg(&f).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("file"), "{text}");
    assert!(text.contains("toy.12.csv"));
    let out = tirsat()
        .args(["pack", "--json", "--planner", "exact"])
        .arg(&f)
        .output()
        .unwrap();
    assert!(out.status.success());
    let line = String::from_utf8(out.stdout).unwrap();
    let v: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    for key in [
        "file",
        "buffers",
        "lower_bound",
        "peak",
        "capacity",
        "planner",
        "seconds",
        "optimal",
        "valid",
        "proven_lower_bound",
        "proven_gap_percent",
        "seconds_to_best",
        "seconds_to_proof",
    ] {
        assert!(v.get(key).is_some(), "missing {key} in {line}");
    }
    assert_eq!(v["peak"], 12);
    assert_eq!(v["capacity"], 12);
    assert_eq!(v["optimal"], true);
    // Optimal: the proven bound is the peak, and the proof has a time.
    assert_eq!(v["proven_lower_bound"], 12);
    assert_eq!(v["proven_gap_percent"], 0.0);
    assert!(v["seconds_to_proof"].as_f64().is_some(), "{line}");
    assert_eq!(v["planner"], "exact");
}

#[test]
fn pack_writes_svg_pictures() {
    let (_d_dir, d) = scratch("svg");
    let f = d.join("toy.csv");
    std::fs::write(&f, SMALL).unwrap();
    let pics = d.join("pics");
    let out = tirsat()
        .args(["pack", "--planner", "greedy", "--svg"])
        .arg(&pics)
        .arg(&f)
        .output()
        .unwrap();
    assert!(out.status.success());
    let svg = std::fs::read_to_string(pics.join("toy.greedy.svg")).unwrap();
    assert!(svg.starts_with("<svg"));
}

#[test]
fn pack_reports_located_csv_errors() {
    let (_d_dir, d) = scratch("bad");
    let f = d.join("bad.csv");
    std::fs::write(&f, "id,lower,upper,size\na,0,2,4\nb,1,x,4\n").unwrap();
    let out = tirsat().arg("pack").arg(&f).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8(out.stderr).unwrap();
    assert_eq!(
        err.trim(),
        format!(
            "error: {}:3:5: `upper`: expected an integer, found `x`",
            f.display()
        )
    );
    let out = tirsat()
        .args(["pack", "--planner", "magic"])
        .arg(&f)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let out = tirsat()
        .arg("pack")
        .arg(d.join("missing.csv"))
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
}

#[test]
fn pack_bench_compares_planners() {
    let (_d_dir, d) = scratch("bench");
    std::fs::write(d.join("a.12.csv"), SMALL).unwrap();
    std::fs::write(
        d.join("b.csv"),
        "id,lower,upper,size\nA1,0,2,10\nA2,0,2,10\nB,1,6,30\nC,2,5,25\nD,6,8,60\n",
    )
    .unwrap();
    let out = tirsat()
        .args(["pack-bench", "--time-limit", "1"])
        .arg(&d)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("a.12.csv") && text.contains("b.csv"),
        "{text}"
    );
    assert!(
        text.contains("tvm: 2 instances, 1 with overlapping buffers"),
        "{text}"
    );
    let out = tirsat()
        .args([
            "pack-bench",
            "--json",
            "--time-limit",
            "1",
            "--planners",
            "greedy,best",
        ])
        .arg(&d)
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4);
    for l in lines {
        let v: serde_json::Value = serde_json::from_str(l).unwrap();
        assert_eq!(v["valid"], true);
    }
}

#[test]
fn pack_first_fit_decides_and_writes_the_layout() {
    let (_d_dir, d) = scratch("fit");
    let f = d.join("toy.12.csv");
    std::fs::write(&f, SMALL).unwrap();
    let lay = d.join("layouts");
    let out = tirsat()
        .args(["pack", "--first-fit", "--json", "--layout"])
        .arg(&lay)
        .arg(&f)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0));
    let line = String::from_utf8(out.stdout).unwrap();
    let v: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    assert_eq!(v["fits"], true);
    assert_eq!(v["capacity"], 12);
    assert_eq!(v["valid"], true);
    assert!(v["peak"].as_u64().unwrap() <= 12);
    // The layout round-trips through the CSV reader and the validator.
    let inst = tirsat::memory::read_csv(&lay.join("toy.12.out.csv")).unwrap();
    let offs = inst.offsets.clone().unwrap();
    let val = tirsat::memory::validate(&inst.problem, &offs);
    assert!(val.is_valid() && val.peak <= 12);
    // Below the optimum of an instance whose lower bound (9) is not reachable:
    // proven impossible by the search; below the bound: by the bound.
    let gap = d.join("gap.csv");
    std::fs::write(
        &gap,
        "id,lower,upper,size\nb,4,6,2\nc,5,9,5\nd,3,6,1\ne,3,5,3\nf,2,6,1\ng,0,4,4\nh,6,8,3\ni,0,2,5\n",
    )
    .unwrap();
    let out = tirsat()
        .args(["pack", "--first-fit", "--capacity", "9"])
        .arg(&gap)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("the complete search found no layout"),
        "{text}"
    );
    let out = tirsat()
        .args(["pack", "--first-fit", "--json", "--capacity", "7"])
        .arg(&f)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let v: serde_json::Value =
        serde_json::from_str(String::from_utf8(out.stdout).unwrap().trim()).unwrap();
    assert_eq!(v["fits"], false);
    assert_eq!(v["proof"], "12 bytes are live at one time");
    // Without a capacity there is no question to answer.
    let g = d.join("toy.csv");
    std::fs::write(&g, SMALL).unwrap();
    let out = tirsat()
        .args(["pack", "--first-fit"])
        .arg(&g)
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(
        String::from_utf8(out.stderr)
            .unwrap()
            .contains("needs a capacity")
    );
}

/// 9 bytes live at most at one time, yet every layout needs 10: the optimising mode
/// proves the optimum above the live-bytes bound and reports the time it took.
#[test]
fn pack_proves_optimum_above_the_live_bytes_bound() {
    let (_d_dir, d) = scratch("gap");
    let f = d.join("gap.csv");
    std::fs::write(
        &f,
        "id,lower,upper,size\nb,4,6,2\nc,5,9,5\nd,3,6,1\ne,3,5,3\nf,2,6,1\ng,0,4,4\nh,6,8,3\ni,0,2,5\n",
    )
    .unwrap();
    let out = tirsat().args(["pack", "--json"]).arg(&f).output().unwrap();
    assert!(out.status.success());
    let line = String::from_utf8(out.stdout).unwrap();
    let v: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
    assert_eq!(v["lower_bound"], 9, "{line}");
    assert_eq!(v["peak"], 10, "{line}");
    assert_eq!(v["proven_lower_bound"], 10, "{line}");
    assert_eq!(v["optimal"], true, "{line}");
    let best = v["seconds_to_best"].as_f64().unwrap();
    let proof = v["seconds_to_proof"].as_f64().unwrap();
    assert!(
        best <= proof && proof <= v["seconds"].as_f64().unwrap() + 1e-3,
        "{line}"
    );
    // The table has the same figures.
    let out = tirsat().arg("pack").arg(&f).output().unwrap();
    let table = String::from_utf8(out.stdout).unwrap();
    let header = table.lines().next().unwrap();
    for col in ["proven LB", "gap", "to best", "to proof"] {
        assert!(header.contains(col), "{header}");
    }
    let row = table.lines().nth(2).unwrap();
    assert!(row.contains(" 10 ") && row.contains("+0.000%"), "{row}");
}

/// `../shared/packing-bench/PATH`; panics naming the path when it is absent
/// (the tests that call it are `shared_data_*`, see `tests/common/shared_data.rs`).
fn shared(path: &str) -> std::path::PathBuf {
    common::shared_data::path(&format!("packing-bench/{path}"))
}

/// `--node-limit`: no deadline, so the same input gives the same layout and the
/// same search statistics with one rayon thread and with two (MiniMalloc's D,
/// where the greedy start is 20% above the bound and the exact search runs).
#[test]
#[ignore = "needs ../shared (the reference data beside the project)"]
fn shared_data_pack_node_limit_is_deterministic_across_threads() {
    let f = shared("minimalloc/D.1048576.csv");
    let (_d_dir, d) = scratch("nodelimit");
    let run = |threads: &str| {
        let lay = d.join(format!("layout{threads}"));
        let out = tirsat()
            .env("RAYON_NUM_THREADS", threads)
            .args(["pack", "--json", "--node-limit", "20000", "--layout"])
            .arg(&lay)
            .arg(&f)
            .output()
            .unwrap();
        assert!(out.status.success(), "{out:?}");
        let line = String::from_utf8(out.stdout).unwrap();
        let v: serde_json::Value = serde_json::from_str(line.trim()).unwrap();
        let layout = std::fs::read_to_string(lay.join("D.1048576.out.csv")).unwrap();
        (v, layout)
    };
    let (one, layout_one) = run("1");
    let (two, layout_two) = run("2");
    assert_eq!(one["valid"], true, "{one}");
    let method = one["method"].as_str().unwrap();
    assert!(method.contains("exact search ("), "{method}");
    assert_eq!(one["timed_out"], false, "{one}");
    for key in ["peak", "proven_lower_bound", "optimal", "method"] {
        assert_eq!(one[key], two[key], "{key}: {one} vs {two}");
    }
    assert_eq!(layout_one, layout_two);
    // A node limit of zero still gives the (valid) greedy layout.
    let out = tirsat()
        .args(["pack", "--json", "--node-limit", "0"])
        .arg(&f)
        .output()
        .unwrap();
    assert!(out.status.success());
    let v: serde_json::Value =
        serde_json::from_str(String::from_utf8(out.stdout).unwrap().trim()).unwrap();
    assert_eq!(v["valid"], true, "{v}");
    assert_eq!(
        v["method"],
        "greedy start/skyline, then exact search (0 nodes), then flip compaction (4 passes)",
        "{v}"
    );
}
