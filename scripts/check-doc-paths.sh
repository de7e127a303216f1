#!/usr/bin/env bash
# Every repository path that README.md and ARCHITECTURE.md name in backticks
# must exist, so the documents cannot point at files that moved or never were.
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
# pass. Fenced code blocks are skipped.
set -euo pipefail

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

docs=(README.md ARCHITECTURE.md)
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
for doc in "${docs[@]}"; do
    [[ -f $doc ]] || { echo "$0: $doc is missing" >&2; exit 1; }
done

checked=0
missing=()
while IFS=$'\t' read -r where token; do
    path=$(path_of "$token")
    [[ -n $path ]] || continue
    checked=$((checked + 1))
    exists "$path" || missing+=("$where: $path")
done < <(spans "${docs[@]}")

if ((${#missing[@]} > 0)); then
    echo "Paths named in ${docs[*]} that do not exist (in ${roots[*]}):"
    printf '  %s\n' "${missing[@]}"
    exit 1
fi
echo "check-doc-paths: all $checked paths named in ${docs[*]} exist."
