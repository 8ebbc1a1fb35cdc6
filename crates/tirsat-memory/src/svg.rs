//! SVG pictures of layouts: time on x, address on y (growing upwards), one rectangle
//! per buffer, with the lower bound, the peak and the capacity drawn as lines.

use std::fmt::Write as _;

use super::problem::Problem;

/// Labels and reference lines of a picture.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SvgInfo {
    /// Title line (instance and planner).
    pub title: String,
    /// Lower bound line.
    pub lower_bound: u64,
    /// Capacity line, when known.
    pub capacity: Option<u64>,
    /// Buffers drawn with a red outline (for example members of overlapping pairs).
    pub highlight: Vec<usize>,
}

const WIDTH: f64 = 1200.0;
const HEIGHT: f64 = 800.0;
const LEFT: f64 = 90.0;
const RIGHT: f64 = 20.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 40.0;

/// Escapes text for XML.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Renders a layout as a standalone SVG document.
///
/// ```
/// use tirsat_memory::{layout_svg, Buffer, Problem, SvgInfo};
/// let p = Problem::new(vec![Buffer::new("a", 8, 0, 4), Buffer::new("b", 4, 1, 3)]).unwrap();
/// let info = SvgInfo { title: "t".into(), lower_bound: 12, capacity: None, highlight: vec![] };
/// let svg = layout_svg(&p, &[0, 8], &info);
/// assert!(svg.starts_with("<svg") && svg.matches("<rect").count() == 3);
/// ```
pub fn layout_svg(p: &Problem, offsets: &[u64], info: &SvgInfo) -> String {
    let peak = p.peak(offsets);
    let top = peak
        .max(info.lower_bound)
        .max(info.capacity.unwrap_or(0))
        .max(1) as f64;
    let live = p.buffers.iter().filter(|b| b.start < b.end);
    let t0 = live.clone().map(|b| b.start).min().unwrap_or(0);
    let t1 = live
        .map(|b| b.end)
        .max()
        .unwrap_or(1)
        .max(t0.saturating_add(1));
    // In floating point: extreme time values must not overflow.
    let span = t1 as f64 - t0 as f64;
    let x = |t: i64| LEFT + (t as f64 - t0 as f64) / span * (WIDTH - LEFT - RIGHT);
    let y = |a: u64| HEIGHT - BOTTOM - a as f64 / top * (HEIGHT - TOP - BOTTOM);
    let mut s = String::new();
    let _ = writeln!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">"#
    );
    let _ = writeln!(
        s,
        r#"<rect width="{WIDTH}" height="{HEIGHT}" fill="white"/>"#
    );
    let _ = writeln!(
        s,
        r#"<text x="{LEFT}" y="20" font-size="14">{}</text>"#,
        esc(&info.title)
    );
    let mut highlight = vec![false; p.len()];
    for &i in &info.highlight {
        if i < highlight.len() {
            highlight[i] = true;
        }
    }
    for (i, (b, &o)) in p.buffers.iter().zip(offsets).enumerate() {
        if b.start >= b.end || b.size == 0 {
            continue;
        }
        let (x0, x1) = (x(b.start), x(b.end));
        let (y0, y1) = (y(o + b.size), y(o));
        // Deterministic colour from the index (golden-ratio hue steps).
        let hue = (i as f64 * 137.507_764) % 360.0;
        let stroke = if highlight[i] {
            r#" stroke="red" stroke-width="1.5""#
        } else {
            r#" stroke="black" stroke-width="0.2""#
        };
        let _ = writeln!(
            s,
            r#"<rect x="{x0:.2}" y="{y0:.2}" width="{:.2}" height="{:.2}" fill="hsl({hue:.0},60%,70%)"{stroke}><title>{} [{}, {}) size {} at {}</title></rect>"#,
            (x1 - x0).max(0.1),
            (y1 - y0).max(0.1),
            esc(&b.name),
            b.start,
            b.end,
            b.size,
            o
        );
    }
    // Labels: lower bound and peak on the left; capacity on the right, above its line
    // (so that it stays readable when it equals one of the others).
    let mut line = |value: u64, color: &str, dash: &str, label: &str, right: bool| {
        let yy = y(value);
        let _ = writeln!(
            s,
            r#"<line x1="{LEFT}" y1="{yy:.2}" x2="{:.2}" y2="{yy:.2}" stroke="{color}" stroke-width="1.5"{dash}/>"#,
            WIDTH - RIGHT
        );
        let (tx, anchor, ty) = if right {
            (WIDTH - RIGHT, "end", yy - 4.0)
        } else {
            (4.0, "start", yy + 4.0)
        };
        let _ = writeln!(
            s,
            r#"<text x="{tx:.2}" y="{ty:.2}" fill="{color}" text-anchor="{anchor}">{label} {value}</text>"#
        );
    };
    line(
        info.lower_bound,
        "red",
        r#" stroke-dasharray="6,4""#,
        "LB",
        false,
    );
    line(peak, "blue", "", "peak", false);
    if let Some(c) = info.capacity {
        line(c, "green", r#" stroke-dasharray="2,3""#, "capacity", true);
    }
    let _ = writeln!(
        s,
        r#"<line x1="{LEFT}" y1="{:.2}" x2="{:.2}" y2="{:.2}" stroke="black"/>"#,
        HEIGHT - BOTTOM,
        WIDTH - RIGHT,
        HEIGHT - BOTTOM
    );
    let _ = writeln!(
        s,
        r#"<text x="{LEFT}" y="{:.2}">t = {t0}</text><text x="{:.2}" y="{:.2}" text-anchor="end">t = {t1}</text>"#,
        HEIGHT - 12.0,
        WIDTH - RIGHT,
        HEIGHT - 12.0
    );
    s.push_str("</svg>\n");
    s
}
