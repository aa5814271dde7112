# bash completion for gpuisa (installed as share/bash-completion/completions/gpuisa)
_gpuisa() {
    local cur prev verb
    cur=${COMP_WORDS[COMP_CWORD]}
    prev=${COMP_WORDS[COMP_CWORD-1]}
    verb=${COMP_WORDS[1]}
    if [ "$COMP_CWORD" -eq 1 ]; then
        COMPREPLY=($(compgen -W "as dis run --version --help" -- "$cur"))
        return
    fi
    case "$cur" in
        --isa=*) COMPREPLY=($(compgen -W "amdgpu sass visa" -- "${cur#--isa=}")); return ;;
        --mcpu=*)
            COMPREPLY=($(compgen -W "gfx700 gfx701 gfx801 gfx802 gfx803 gfx900 gfx906 gfx908 gfx90a gfx1010 gfx1011 gfx1012 gfx1030 sm_50 sm_52 sm_53 dg2 mtl pvc" -- "${cur#--mcpu=}"))
            return ;;
    esac
    case "$prev" in
        -o|--state|--launch|--trace-memory|--svg|report) COMPREPLY=($(compgen -f -- "$cur")); return ;;
    esac
    local opts="--isa= --mcpu= -mattr= --help"
    case "$verb" in
        as) opts="$opts --show-encoding --llvm-compat -filetype=obj -o" ;;
        dis) opts="$opts --show-encoding --hex -o" ;;
        run) opts="$opts --state --launch --kernel --threads --json --time --trace --stop-on-fault --trace-memory --no-trace-values --report --svg" ;;
        report) opts="--json --svg --help" ;;
    esac
    if [[ "$cur" == -* ]]; then
        compopt -o nospace 2>/dev/null
        COMPREPLY=($(compgen -W "$opts" -- "$cur"))
    else
        COMPREPLY=($(compgen -f -- "$cur"))
    fi
}
complete -F _gpuisa gpuisa
