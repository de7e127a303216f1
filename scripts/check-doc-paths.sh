#!/usr/bin/env bash
# Every repository path that the documents (README.md, ARCHITECTURE.md,
# docs/*.md, bench/README.md, deploy/README.md) name in backticks, and every
# relative markdown link in them, must exist, so the documents cannot point
# at files that moved or never were. README.md stays at most 150 lines, so a
# newcomer reads it in minutes; behaviour belongs in docs/.
#
# Usage: scripts/check-doc-paths.sh [extra-root]
#   extra-root: another checkout of this repository (e.g. a worktree whose
#   files are not merged yet); a path found there counts as existing too.
#
# A backticked token is a path when it contains a `/` or ends in a source
# file extension. Not paths: URLs, globs, placeholders (`{`, `<`, `…`), API
# routes and absolute or home paths (leading `/` or `~`), anything with a
# space, `=` or `$`, MIME types, CIDR ranges, and paths under a setting
# (`SHOP_DATA_DIR/mail`). A trailing `:line` or `#anchor` is dropped. Paths
# Git ignores (`./data/shop.db`, `frontend/dist`) are made at run time and
# pass. Fenced code blocks are skipped. A backticked path is read from the
# repository root, whichever folder the document is in.
#
# A link `[text](target)` or `![alt](target)` is read relative to the
# document's folder, as a browser reads it; URLs (`scheme:`) and anchors
# within the page (`#…`) are not checked, and a target's `#anchor` is dropped.
set -euo pipefail
shopt -s nullglob

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
roots=("$root")
if (($# > 1)); then
    echo "usage: $0 [extra-root]" >&2
    exit 2
fi
if (($# == 1)); then
    if [[ ! -d $1 ]]; then
        echo "$0: no such folder: $1" >&2
        exit 2
    fi
    roots+=("$(cd "$1" && pwd)")
fi

max_readme_lines=150
extensions='rs|ts|tsx|js|mjs|cjs|json|md|sh|toml|sql|yml|yaml|css|html|svg|ttf|txt|c|py|conf|lock'

# "file:line<TAB>token" for every inline code span outside fenced blocks;
# a span may run over a line break.
spans() {
    awk '
        FNR == 1 { fence = 0; inspan = 0 }
        /^[ \t]*(```|~~~)/ && !inspan { fence = !fence; next }
        fence { next }
        {
            rest = $0
            while ((i = index(rest, "`")) > 0) {
                if (inspan) {
                    print start "\t" buf substr(rest, 1, i - 1)
                    inspan = 0
                } else {
                    inspan = 1
                    buf = ""
                    start = FILENAME ":" FNR
                }
                rest = substr(rest, i + 1)
            }
            if (inspan) buf = buf rest " "
        }
    ' "$@"
}

# "file:line<TAB>target" for every inline link outside fenced blocks and
# code spans.
links() {
    awk '
        FNR == 1 { fence = 0 }
        /^[ \t]*(```|~~~)/ { fence = !fence; next }
        fence { next }
        {
            line = $0
            gsub(/`[^`]*`/, "", line)
            while (match(line, /\]\([^)[:space:]]+/)) {
                print FILENAME ":" FNR "\t" substr(line, RSTART + 2, RLENGTH - 2)
                line = substr(line, RSTART + RLENGTH)
            }
        }
    ' "$@"
}

# The repository path a link in `doc` names, or nothing for a URL or an
# anchor; "../…" when it leaves the repository.
link_path_of() {
    local doc=$1 target=$2
    target=${target#<}
    target=${target%>}
    case $target in
        '#'* | *:*) return 0 ;;
    esac
    target=${target%%#*}
    target=${target%%\?*}
    [[ -n $target ]] || return 0
    if [[ $target == /* ]]; then
        target=${target#/}
    else
        target=$(dirname "$doc")/$target
    fi
    realpath -m -s --relative-to="$root" "$root/$target"
}

# The path a token names, or nothing when it names none.
path_of() {
    local token=$1
    [[ -n $token ]] || return 0
    case $token in
        *[[:space:]]* | *://* | *'*'* | *'{'* | *'<'* | *'…'* | *'...'* | *'$'* | *=*) return 0 ;;
        /* | '~'*) return 0 ;;
    esac
    token=${token%%#*}
    if [[ $token =~ ^(.*):[0-9]+(-[0-9]+)?$ ]]; then
        token=${BASH_REMATCH[1]}
    fi
    [[ $token == */* || $token =~ \.($extensions)$ ]] || return 0
    [[ $token =~ ^[0-9.:]+/[0-9]+$ ]] && return 0
    [[ $token =~ ^(application|text|image|multipart|font|audio|video)/[A-Za-z0-9.+-]+$ ]] && return 0
    [[ $token == */* && ${token%%/*} =~ ^[A-Z][A-Z0-9_]*$ ]] && return 0
    token=${token#./}
    [[ -n $token ]] && printf '%s\n' "$token"
}

exists() {
    local r
    for r in "${roots[@]}"; do
        [[ -e $r/$1 ]] && return 0
    done
    # Ignored as a file or, like `node_modules/`, as a folder.
    git -C "$root" check-ignore -q --no-index -- "$1" ||
        git -C "$root" check-ignore -q --no-index -- "${1%/}/"
}

cd "$root"
for doc in README.md ARCHITECTURE.md bench/README.md deploy/README.md; do
    [[ -f $doc ]] || { echo "$0: $doc is missing" >&2; exit 1; }
done
docs=(README.md ARCHITECTURE.md docs/*.md bench/README.md deploy/README.md)

failed=0
readme_lines=$(awk 'END { print NR }' README.md)
if ((readme_lines > max_readme_lines)); then
    echo "README.md has $readme_lines lines, more than $max_readme_lines: move behaviour to a page in docs/ and link it."
    failed=1
fi

checked=0
missing=()
while IFS=$'\t' read -r where token; do
    path=$(path_of "$token")
    [[ -n $path ]] || continue
    checked=$((checked + 1))
    exists "$path" || missing+=("$where: $path")
done < <(spans "${docs[@]}")

linked=0
broken=()
while IFS=$'\t' read -r where target; do
    path=$(link_path_of "${where%:*}" "$target")
    [[ -n $path ]] || continue
    linked=$((linked + 1))
    if [[ $path == .. || $path == ../* ]] || ! exists "$path"; then
        broken+=("$where: $target")
    fi
done < <(links "${docs[@]}")

if ((${#missing[@]} > 0)); then
    echo "Paths named in backticks that do not exist (in ${roots[*]}):"
    printf '  %s\n' "${missing[@]}"
    failed=1
fi
if ((${#broken[@]} > 0)); then
    echo "Links to files that do not exist (in ${roots[*]}):"
    printf '  %s\n' "${broken[@]}"
    failed=1
fi
((failed == 0)) || exit 1
echo "check-doc-paths: all $checked paths and $linked links named in ${docs[*]} exist; README.md has $readme_lines lines (at most $max_readme_lines)."
