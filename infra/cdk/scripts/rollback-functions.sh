#!/usr/bin/env bash
# Rolls the functions of one deployment back to the previous release: every function tagged application=<appName>
# whose `live` alias points at a version published at or after <since> (when the bad deploy started) gets its alias
# moved to the newest version published before that. Functions the deploy did not change keep their alias. Versions
# are never deleted, so running `cdk deploy` again (or this script with another time) moves forward again.
#
#   infra/cdk/scripts/rollback-functions.sh AgencySite 2026-11-27T14:05:00Z [--dry-run]
#
# Needs the AWS CLI v2 with the deployment's credentials and region (AWS_PROFILE, AWS_REGION).
set -euo pipefail

app=${1:?usage: rollback-functions.sh <appName> <since, e.g. 2026-11-27T14:05:00Z> [--dry-run]}
since=$(date -u -d "${2:?usage: rollback-functions.sh <appName> <since> [--dry-run]}" +%s)
dry_run=${3:-}
epoch() { date -u -d "$(sed -E 's/\.[0-9]+//; s/([+-][0-9]{2})([0-9]{2})$/\1:\2/' <<<"$1")" +%s; }

arns=$(aws resourcegroupstaggingapi get-resources --tag-filters "Key=application,Values=$app" \
  --resource-type-filters lambda:function --query 'ResourceTagMappingList[].ResourceARN' --output text)
moved=0
for arn in $arns; do
  # CDK's own helper functions have no `live` alias: nothing calls them through one.
  live=$(aws lambda get-alias --function-name "$arn" --name live --query FunctionVersion --output text 2>/dev/null) || continue
  current=''
  previous=''
  while read -r version modified; do
    [ "$version" = '$LATEST' ] && continue
    at=$(epoch "$modified")
    [ "$version" = "$live" ] && current=$at
    if [ "$at" -lt "$since" ] && { [ -z "$previous" ] || [ "$version" -gt "$previous" ]; }; then previous=$version; fi
  done < <(aws lambda list-versions-by-function --function-name "$arn" --query 'Versions[].[Version,LastModified]' --output text)
  [ -n "$current" ] && [ "$current" -ge "$since" ] || continue
  if [ -z "$previous" ]; then
    echo "$arn: version $live is the first one; nothing to roll back to" >&2
    continue
  fi
  echo "$arn: live $live -> $previous"
  [ "$dry_run" = '--dry-run' ] || aws lambda update-alias --function-name "$arn" --name live --function-version "$previous" >/dev/null
  moved=$((moved + 1))
done
echo "$moved function(s) rolled back"
