-- Start reviewlint lsp on the current buffer, wait for its diagnostics,
-- apply the fix-all action, wait for the diagnostics to clear, ask for a
-- hover, stop the server, save the buffer and quit; what it saw is
-- written to nvim-check.out. Neovim 0.7 and later:
--
--   nvim --headless -n -u NONE reviews/pr-1.md -c 'luafile nvim-check.lua'

local out = {}
local function say(s) table.insert(out, s) end
local id = vim.lsp.start_client({
  name = 'reviewlint',
  cmd = { 'reviewlint', 'lsp' },
  root_dir = vim.fn.getcwd(),
})
vim.lsp.buf_attach_client(0, id)
local ok = vim.wait(5000, function() return #vim.diagnostic.get(0) > 0 end, 50)
say('diagnostics: ' .. tostring(ok))
for _, d in ipairs(vim.diagnostic.get(0)) do
  say(string.format('  %d:%d %s %s', d.lnum + 1, d.col + 1, d.code or d.user_data and d.user_data.lsp and d.user_data.lsp.code or '?', d.message))
end
local client = vim.lsp.get_client_by_id(id)
local params = vim.lsp.util.make_range_params()
params.range = { start = { line = 0, character = 0 }, ['end'] = { line = vim.api.nvim_buf_line_count(0), character = 0 } }
params.context = { diagnostics = {}, only = { 'source.fixAll' } }
local res = vim.lsp.buf_request_sync(0, 'textDocument/codeAction', params, 5000)
for _, r in pairs(res or {}) do
  for _, action in ipairs(r.result or {}) do
    say('action: ' .. action.title)
    vim.lsp.util.apply_workspace_edit(action.edit, client.offset_encoding)
  end
end
local cleared = vim.wait(5000, function() return #vim.diagnostic.get(0) == 0 end, 50)
say('cleared after the fix: ' .. tostring(cleared))
local hover = vim.lsp.buf_request_sync(0, 'textDocument/hover', vim.lsp.util.make_position_params(), 5000)
say('hover answered: ' .. tostring(hover ~= nil))
vim.lsp.stop_client(id)
vim.wait(2000, function() return vim.lsp.client_is_stopped(id) end, 50)
say('stopped: ' .. tostring(vim.lsp.client_is_stopped(id)))
vim.fn.writefile(out, 'nvim-check.out')
vim.cmd('write')
vim.cmd('qall!')
