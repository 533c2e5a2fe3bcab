package verdict

import (
	"bytes"
	"testing"
)

func TestRepairControlChars(t *testing.T) {
	tests := []struct{ in, want string }{
		{"{\"a\":\"x\ny\"}", `{"a":"x\ny"}`},
		{"{\"a\":\"\t\r\x00\x1f\"}", `{"a":"\t\r\u0000\u001f"}`},
		{"{\"a\":\"\\\"\n\"}", `{"a":"\"\n"}`},       // \" does not close the string
		{"{\"a\":\"\\\\\"\n}", "{\"a\":\"\\\\\"\n}"}, // \\ does: the newline is outside
		{"{\n\"a\" :\t1}", "{\n\"a\" :\t1}"},         // structure is never touched
		{"{\"a\":\"x\x7f\"}", "{\"a\":\"x\x7f\"}"},   // DEL is not a control character to JSON
		{"{'a':'x\ny'}", "{'a':'x\ny'}"},             // single quotes are not strings
	}
	for _, tt := range tests {
		out, _ := repairControlChars([]byte(tt.in))
		if string(out) != tt.want {
			t.Errorf("repair(%q) = %q, want %q", tt.in, out, tt.want)
		}
	}
}

func TestOriginalOffset(t *testing.T) {
	in := []byte("{\"a\":\"x\ny\x01z\"}")
	out, fixes := repairControlChars(in)
	for newOff := range out {
		orig := originalOffset(newOff, fixes)
		if orig < 0 || orig >= len(in) {
			t.Fatalf("offset %d maps outside the input: %d", newOff, orig)
		}
		if in[orig] >= 0x20 && out[newOff] != in[orig] {
			t.Errorf("offset %d (%q) maps to %d (%q)", newOff, out[newOff], orig, in[orig])
		}
	}
}

// undoRepair removes the escapes the repair inserted, restoring the input:
// the proof that the repair touched nothing else.
func undoRepair(out []byte, fixes []repaired) []byte {
	var b bytes.Buffer
	at := 0
	for _, f := range fixes {
		b.Write(out[at:f.newOff])
		b.WriteByte(f.char)
		at = f.newOff + f.width
	}
	b.Write(out[at:])
	return b.Bytes()
}
