//! No module of `shop-app` or `shop-domain` depends on one that depends on
//! it back, however many modules lie between: the modules form a graph
//! without cycles, so each can be read, tested and moved on its own. A
//! module's dependencies are the `crate::…` paths in its files (re-exports
//! of the crate root resolved to the module that defines the name); its
//! tests count, its children (`checkout/placing.rs`) belong to it. Only the
//! domain's `fixtures` (ready-made values for tests, compiled for tests
//! alone) may be used by the tests of the modules it builds values of.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    collections::{BTreeMap, BTreeSet},
    path::{Path, PathBuf},
};

type Graph = BTreeMap<String, BTreeSet<String>>;

/// The module of test values (`#[cfg(any(test, feature = "fixtures"))]`).
const TEST_SUPPORT: &str = "fixtures";

/// Every `.rs` file under `dir`, with the top-level module it belongs to.
fn module_files(src: &Path) -> Vec<(String, PathBuf)> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(src).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_stem().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            for child in std::fs::read_dir(&path).unwrap() {
                files.push((name.clone(), child.unwrap().path()));
            }
        } else if name != "lib" {
            files.push((name, path));
        }
    }
    files
}

/// Names the crate root re-exports, with the module each comes from
/// (`pub use values::{Email, …};`).
fn root_exports(lib: &str) -> BTreeMap<String, String> {
    let mut exports = BTreeMap::new();
    for statement in lib.split(';') {
        let Some(rest) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        let Some((module, names)) = rest.split_once("::") else {
            continue;
        };
        for name in names.split(|c: char| !(c.is_alphanumeric() || c == '_')) {
            if !name.is_empty() {
                exports.insert(name.to_owned(), module.to_owned());
            }
        }
    }
    exports
}

/// The first segments of the paths in `crate::{a::b, c, d::{e, f}}` or `crate::a::b`.
fn first_segments(text: &str) -> Vec<String> {
    let mut segments = Vec::new();
    let mut rest = text;
    while let Some(at) = rest.find("crate::") {
        rest = &rest[at + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let mut item = String::new();
            let mut items = Vec::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 1 => break,
                    '}' => depth -= 1,
                    ',' if depth == 1 => items.push(std::mem::take(&mut item)),
                    _ => {}
                }
                if depth == 1 && c != ',' {
                    item.push(c);
                }
            }
            items.push(item);
            for item in items {
                let head: String = item
                    .trim()
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                if !head.is_empty() {
                    segments.push(head);
                }
            }
        } else {
            let head: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            segments.push(head);
        }
    }
    segments
}

fn graph_of(crate_dir: &str) -> Graph {
    let src = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(crate_dir)
        .join("src");
    let exports = root_exports(&std::fs::read_to_string(src.join("lib.rs")).unwrap());
    let files = module_files(&src);
    let modules: BTreeSet<String> = files.iter().map(|(module, _)| module.clone()).collect();
    let mut graph = Graph::new();
    for (module, path) in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let edges = graph.entry(module.clone()).or_default();
        for segment in first_segments(&text) {
            let target = if modules.contains(&segment) {
                Some(segment)
            } else {
                exports.get(&segment).cloned()
            };
            if let Some(target) =
                target.filter(|target| *target != module && target != TEST_SUPPORT)
            {
                edges.insert(target);
            }
        }
    }
    graph
}

/// A cycle through `start`, if there is one (depth-first search).
fn cycle_from(graph: &Graph, start: &str) -> Option<Vec<String>> {
    fn walk(
        graph: &Graph,
        start: &str,
        path: &mut Vec<String>,
        seen: &mut BTreeSet<String>,
    ) -> bool {
        let current = path.last().unwrap().clone();
        for next in graph.get(&current).into_iter().flatten() {
            if next == start {
                path.push(next.clone());
                return true;
            }
            if seen.insert(next.clone()) {
                path.push(next.clone());
                if walk(graph, start, path, seen) {
                    return true;
                }
                path.pop();
            }
        }
        false
    }
    let mut path = vec![start.to_owned()];
    walk(graph, start, &mut path, &mut BTreeSet::new()).then_some(path)
}

fn cycles(crate_dir: &str) -> Vec<String> {
    let graph = graph_of(crate_dir);
    assert!(graph.len() > 5, "{crate_dir}: modules not found");
    graph
        .keys()
        .filter_map(|module| cycle_from(&graph, module))
        .map(|cycle| cycle.join(" → "))
        .collect()
}

/// The longest chain of modules that depend on one another (a module that
/// uses none of the others stands on floor 1), with the chain itself.
/// Needs a graph without cycles.
fn floors(graph: &Graph) -> (usize, Vec<String>) {
    fn longest(
        graph: &Graph,
        module: &str,
        memo: &mut BTreeMap<String, Vec<String>>,
    ) -> Vec<String> {
        if let Some(chain) = memo.get(module) {
            return chain.clone();
        }
        let below = graph
            .get(module)
            .into_iter()
            .flatten()
            .map(|next| longest(graph, next, memo))
            .max_by_key(Vec::len)
            .unwrap_or_default();
        let chain: Vec<String> = std::iter::once(module.to_owned()).chain(below).collect();
        memo.insert(module.to_owned(), chain.clone());
        chain
    }
    let mut memo = BTreeMap::new();
    let chain = graph
        .keys()
        .map(|module| longest(graph, module, &mut memo))
        .max_by_key(Vec::len)
        .unwrap_or_default();
    (chain.len(), chain)
}

/// Follow-up work goes through the jobs table instead of services calling
/// services: the use cases stand on at most this many floors.
const MAX_FLOORS: usize = 7;

#[test]
fn the_use_cases_stand_on_few_floors() {
    // Counted on a cycle, the floors never end (the walk overflowed the stack).
    assert_eq!(
        cycles("app"),
        Vec::<String>::new(),
        "floors are counted on modules without a cycle"
    );
    let (floors, chain) = floors(&graph_of("app"));
    println!(
        "crates/app stands on {floors} floors: {}",
        chain.join(" → ")
    );
    assert!(
        floors <= MAX_FLOORS,
        "{floors} floors: {}",
        chain.join(" → ")
    );
}

#[test]
fn the_modules_of_the_use_cases_form_no_cycle() {
    assert_eq!(cycles("app"), Vec::<String>::new());
}

#[test]
fn the_modules_of_the_domain_form_no_cycle() {
    assert_eq!(cycles("domain"), Vec::<String>::new());
}

#[test]
fn a_cycle_is_found_when_there_is_one() {
    let graph: Graph = [
        ("a", vec!["b"]),
        ("b", vec!["c"]),
        ("c", vec!["a"]),
        ("d", vec!["a"]),
    ]
    .into_iter()
    .map(|(module, targets)| {
        (
            module.to_owned(),
            targets.into_iter().map(str::to_owned).collect(),
        )
    })
    .collect();

    assert_eq!(cycle_from(&graph, "a").unwrap(), ["a", "b", "c", "a"]);
    let acyclic: Graph = [("a", vec!["b", "c"]), ("b", vec!["c"]), ("c", vec![])]
        .into_iter()
        .map(|(module, targets)| {
            (
                module.to_owned(),
                targets.into_iter().map(str::to_owned).collect(),
            )
        })
        .collect();
    assert_eq!(
        floors(&acyclic),
        (3, vec!["a".into(), "b".into(), "c".into()])
    );
    assert!(cycle_from(&graph, "d").is_none());
    assert_eq!(
        first_segments(
            "use crate::{fulfilment::{A, B}, order_access::Requester};\nlet x = crate::text::f();"
        ),
        ["fulfilment", "order_access", "text"]
    );
}
