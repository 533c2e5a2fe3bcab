package lsp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// Limits on what a client may send: a header line longer than any real
// header, or a message larger than any document reviewlint would lint,
// ends the session rather than the server's memory.
const (
	maxHeaderLine = 1 << 12
	maxMessage    = 64 << 20
)

// message is any JSON-RPC 2.0 message: a request (ID and Method), a
// notification (Method only) or a response (ID, and Result or Error).
type message struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id,omitempty"`
	Method  string          `json:"method,omitempty"`
	Params  json.RawMessage `json:"params,omitempty"`
	Result  json.RawMessage `json:"result,omitempty"`
	Error   *rpcError       `json:"error,omitempty"`
	// fault is why the message is no valid JSON-RPC message, for the
	// server to answer; Error is a client's answer to the server.
	fault *rpcError
}

// rpcError is a JSON-RPC error object.
type rpcError struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

// The error codes the server answers with.
const (
	codeParseError       = -32700
	codeInvalidRequest   = -32600
	codeMethodNotFound   = -32601
	codeInvalidParams    = -32602
	codeServerNotStarted = -32002
)

// The two shapes of a response: JSON-RPC forbids a result beside an
// error, and requires one (null included) without.
type (
	resultResponse struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Result  any             `json:"result"`
	}
	errorResponse struct {
		JSONRPC string          `json:"jsonrpc"`
		ID      json.RawMessage `json:"id"`
		Error   rpcError        `json:"error"`
	}
	outgoing struct {
		JSONRPC string `json:"jsonrpc"`
		ID      int    `json:"id,omitempty"`
		Method  string `json:"method"`
		Params  any    `json:"params"`
	}
)

// conn reads and writes framed messages; writes may come from several
// goroutines.
type conn struct {
	r   *bufio.Reader
	w   io.Writer
	wmu sync.Mutex
}

func newConn(r io.Reader, w io.Writer) *conn {
	return &conn{r: bufio.NewReader(r), w: w}
}

// errClosed is the end of the input between messages.
var errClosed = errors.New("the client closed the connection")

// read reads one message. A body that is not JSON is returned as a
// message with a parse error to answer, not as an error.
func (c *conn) read() (*message, error) {
	length := -1
	for first := true; ; first = false {
		line, err := c.r.ReadSlice('\n')
		if errors.Is(err, bufio.ErrBufferFull) || len(line) > maxHeaderLine {
			return nil, fmt.Errorf("a header line longer than %d bytes", maxHeaderLine)
		}
		if err != nil {
			if errors.Is(err, io.EOF) && first && len(line) == 0 {
				return nil, errClosed
			}
			return nil, fmt.Errorf("read a header: %w", err)
		}
		h := strings.TrimRight(string(line), "\r\n")
		if h == "" {
			break
		}
		name, value, ok := strings.Cut(h, ":")
		if !ok || !isToken(strings.TrimSpace(name)) {
			// A client that sends bare JSON would otherwise have
			// each of its lines read as a header, and wait forever.
			return nil, fmt.Errorf("not a header line: %q: a message is framed by a Content-Length header and an empty line", shorten(h, 80))
		}
		if strings.EqualFold(strings.TrimSpace(name), "Content-Length") {
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil || n < 0 || n > maxMessage {
				return nil, fmt.Errorf("Content-Length %q: want a size up to %d bytes", strings.TrimSpace(value), maxMessage)
			}
			length = n
		}
	}
	if length < 0 {
		return nil, errors.New("a message without Content-Length")
	}
	body := make([]byte, length)
	if _, err := io.ReadFull(c.r, body); err != nil {
		return nil, fmt.Errorf("read a message of %d bytes: %w", length, err)
	}
	var m message
	if err := json.Unmarshal(body, &m); err != nil {
		return &message{fault: &rpcError{Code: codeParseError, Message: err.Error()}}, nil
	}
	switch {
	case m.Method == "" && m.ID == nil && m.Result == nil && m.Error == nil:
		m.fault = &rpcError{Code: codeInvalidRequest, Message: "neither a request, a notification nor a response"}
	case !validID(m.ID):
		m.fault = &rpcError{Code: codeInvalidRequest, Message: "an id is a number or a string"}
	}
	return &m, nil
}

// validID reports whether a message's id, when it has one, is what
// JSON-RPC allows: a number, a string or null. An object is no id to
// answer to, and a request that carries one is not acted on.
func validID(id json.RawMessage) bool {
	if id == nil {
		return true
	}
	switch id[0] {
	case '{', '[', 't', 'f':
		return false
	}
	return true
}

// isToken reports whether s is a header name: an HTTP token.
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range []byte(s) {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return true
}

// shorten cuts s to at most n bytes, at a character's start.
func shorten(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n] + "…"
}

// write frames and writes one message.
func (c *conn) write(v any) error {
	body, err := json.Marshal(v)
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	fmt.Fprintf(&buf, "Content-Length: %d\r\n\r\n", len(body))
	buf.Write(body)
	c.wmu.Lock()
	defer c.wmu.Unlock()
	_, err = c.w.Write(buf.Bytes())
	return err
}

func (c *conn) reply(id json.RawMessage, result any) error {
	return c.write(resultResponse{JSONRPC: "2.0", ID: id, Result: result})
}

func (c *conn) replyError(id json.RawMessage, code int, msg string) error {
	if id == nil {
		id = json.RawMessage("null")
	}
	return c.write(errorResponse{JSONRPC: "2.0", ID: id, Error: rpcError{Code: code, Message: msg}})
}

func (c *conn) notify(method string, params any) error {
	return c.write(outgoing{JSONRPC: "2.0", Method: method, Params: params})
}
