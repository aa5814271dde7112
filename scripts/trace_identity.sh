#!/bin/sh
# Byte-identical memory traces from two gpuisa builds (e.g. before and after a change to an
# executor's fast paths): scripts/trace_identity.sh BASE_GPUISA NEW_GPUISA [--threads 1,2] [-k NAME] [-v]
# See scripts/trace_identity.py for the configurations compared.
exec python3 "$(dirname "$0")/trace_identity.py" "$@"
