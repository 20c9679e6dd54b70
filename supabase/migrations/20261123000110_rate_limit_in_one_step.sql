-- Edge Function rate limits that hold under concurrency (issue 13). The functions used to count a
-- bucket's recent calls and then insert, with no lock: 50 simultaneous calls against a limit of
-- 10 all got through. take_rate_limit() checks every bucket of a call and records it in one
-- transaction, holding a transaction-level advisory lock per bucket, so concurrent calls to the
-- same bucket queue behind each other and the count they see is always current.

create or replace function public.take_rate_limit(buckets jsonb, window_seconds integer)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  b record;
  nth_newest timestamptz;
  wait_seconds integer := 0;
begin
  if window_seconds is null or window_seconds <= 0 then
    raise exception 'window_seconds must be positive' using errcode = '22023';
  end if;
  -- Locks in key order, so two calls sharing buckets never wait on each other crosswise.
  for b in select distinct x.key from jsonb_to_recordset(buckets) as x(key text) order by x.key loop
    perform pg_advisory_xact_lock(hashtextextended('take_rate_limit:' || b.key, 0));
  end loop;

  -- The window is sliding: a bucket is full when its limit-th newest call is inside the window,
  -- and it has room again when that call leaves the window.
  for b in select x.key, x."limit" from jsonb_to_recordset(buckets) as x(key text, "limit" integer) loop
    if b."limit" is null or b."limit" <= 0 then
      wait_seconds := greatest(wait_seconds, window_seconds);
      continue;
    end if;
    select h.created_at into nth_newest
    from public.function_rate_limit_hits h
    where h.bucket = b.key
      and h.created_at > clock_timestamp() - make_interval(secs => window_seconds)
    order by h.created_at desc
    offset b."limit" - 1 limit 1;
    if found then
      wait_seconds := greatest(
        wait_seconds,
        ceil(extract(epoch from nth_newest + make_interval(secs => window_seconds) - clock_timestamp()))::integer,
        1
      );
    end if;
  end loop;

  if wait_seconds = 0 then
    insert into public.function_rate_limit_hits (bucket, created_at)
    select distinct x.key, clock_timestamp() from jsonb_to_recordset(buckets) as x(key text);
  end if;
  return wait_seconds;
end;
$$;

comment on function public.take_rate_limit(jsonb, integer) is
  'Edge Functions only (service role): records one call in every bucket [{key, limit}] and returns 0, or records nothing and returns the seconds until the fullest bucket has room.';

revoke all on function public.take_rate_limit(jsonb, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(jsonb, integer) to service_role;
