-- The corpus benchmark's requests for wrk (bench/load-test.sh corpus), the same as LoadTest's:
--   wrk -s bench/corpus-load.lua URL -- page            pages of the whole corpus, 400 of them
--   wrk -s bench/corpus-load.lua URL -- filtered        5T published games and submissions from a
--                                                       minimum score, 100 minimums, 5 pages each
--   wrk -s bench/corpus-load.lua URL -- family IDS_FILE the families of the records listed, one id a line
local kind, ids, turn

function init(args)
  kind = args[1] or "page"
  turn = math.random(0, 9999)
  if kind == "family" then
    ids = {}
    for line in io.lines(args[2]) do
      ids[#ids + 1] = line
    end
  end
end

function request()
  turn = turn + 1
  local path
  if kind == "page" then
    path = "/api/records?origin=&size=20&page=" .. (turn % 400)
  elseif kind == "filtered" then
    path = "/api/records?origin=published,submission&variant=5T&minScore=" .. (60 + turn % 100)
      .. "&size=20&page=" .. (turn % 5)
  else
    path = "/api/records/" .. ids[(turn % #ids) + 1] .. "/family"
  end
  return wrk.format(nil, path)
end
