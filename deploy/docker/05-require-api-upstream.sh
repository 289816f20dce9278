#!/bin/sh
# Runs before the image's envsubst step: without an API upstream the portal cannot work, and an
# unfilled ${API_UPSTREAM} would only surface as an obscure nginx error.
set -eu
if [ -z "${API_UPSTREAM:-}" ]; then
  echo "$0: API_UPSTREAM is not set (e.g. -e API_UPSTREAM=https://api.example.com)" >&2
  exit 1
fi
case "$API_UPSTREAM" in
  http://*|https://*) ;;
  *) echo "$0: API_UPSTREAM must start with http:// or https:// (got: $API_UPSTREAM)" >&2; exit 1 ;;
esac
