/** The head, atomically: the last entry's id and the server's clock (seconds, microseconds). */
export const headScript = `
local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
local now = redis.call('TIME')
if last[1] then return {last[1][1], now[1], now[2]} end
return {false, now[1], now[2]}`;

/**
 * XADD, in one step, unless it comes too late or too soon, or adds nothing:
 * - past ARGV[4] (a time on the server's clock, in ms) it returns 0 and stores nothing. That is
 *   when the caller has given up on the command (its `commandTimeoutMs` ran out), so a command
 *   stuck in a stalled server's input is never applied after the caller moved on: an older
 *   render can never land after the fresh one published on recovery;
 * - with ARGV[1] set, only if the stream's last entry is still ARGV[1] ('0-0' for an empty
 *   stream): a compare-and-set no other instance can slip a publish into. False when it moved;
 * - with ARGV[5] = '1', when the last entry's data is already ARGV[3], it returns that entry's
 *   id and stores nothing (instances publishing the same recovery render add it once).
 */
export const publishScript = `
local now = redis.call('TIME')
if tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000) > tonumber(ARGV[4]) then return 0 end
if ARGV[1] ~= '' or ARGV[5] == '1' then
  local last = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
  local lastId = last[1] and last[1][1] or '0-0'
  if ARGV[1] ~= '' and lastId ~= ARGV[1] then return false end
  if ARGV[5] == '1' and last[1] then
    local fields = last[1][2]
    for i = 1, #fields - 1, 2 do
      if fields[i] == 'data' and fields[i + 1] == ARGV[3] then return lastId end
    end
  end
end
return redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[2], '*', 'data', ARGV[3])`;

/** The entries after ARGV[1], or nil when ARGV[1] is no longer (or never was) in the stream. */
export const replayScript = `
if #redis.call('XRANGE', KEYS[1], ARGV[1], ARGV[1]) == 0 then return false end
return redis.call('XRANGE', KEYS[1], '(' .. ARGV[1], '+')`;

/** TIME's reply (`[seconds, microseconds]`) in milliseconds. */
export function timeMs(seconds: unknown, micros: unknown): number {
  return Number(String(seconds)) * 1000 + Math.floor(Number(String(micros)) / 1000);
}
