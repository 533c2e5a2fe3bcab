package main

import (
	"archive/tar"
	"archive/zip"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// pack writes name.tar.gz (name.zip for Windows) holding the binary, the
// licence and the README, and returns the archive's file name.
func pack(out, name, bin string, useZip bool) (string, error) {
	files := []string{bin, "LICENSE", "README.md"}
	if useZip {
		return name + ".zip", writeZip(filepath.Join(out, name+".zip"), files)
	}
	return name + ".tar.gz", writeTarGz(filepath.Join(out, name+".tar.gz"), files)
}

func writeTarGz(path string, files []string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	for _, p := range files {
		info, err := os.Stat(p)
		if err != nil {
			return err
		}
		hdr, err := tar.FileInfoHeader(info, "")
		if err != nil {
			return err
		}
		hdr.Name = filepath.Base(p)
		if err := tw.WriteHeader(hdr); err != nil {
			return err
		}
		if err := copyFile(tw, p); err != nil {
			return err
		}
	}
	if err := tw.Close(); err != nil {
		return err
	}
	if err := gz.Close(); err != nil {
		return err
	}
	return f.Close()
}

func writeZip(path string, files []string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	defer f.Close()
	zw := zip.NewWriter(f)
	for _, p := range files {
		info, err := os.Stat(p)
		if err != nil {
			return err
		}
		hdr, err := zip.FileInfoHeader(info)
		if err != nil {
			return err
		}
		hdr.Name, hdr.Method = filepath.Base(p), zip.Deflate
		w, err := zw.CreateHeader(hdr)
		if err != nil {
			return err
		}
		if err := copyFile(w, p); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	return f.Close()
}

func copyFile(w io.Writer, path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	_, err = io.Copy(w, f)
	return err
}

// writeChecksums writes checksums.txt in sha256sum's format, which is also
// goreleaser's: `sha256sum -c checksums.txt` verifies a download.
func writeChecksums(out string, names []string) error {
	var b strings.Builder
	for _, name := range names {
		f, err := os.Open(filepath.Join(out, name))
		if err != nil {
			return err
		}
		h := sha256.New()
		_, err = io.Copy(h, f)
		f.Close()
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s  %s\n", hex.EncodeToString(h.Sum(nil)), name)
	}
	return os.WriteFile(filepath.Join(out, "checksums.txt"), []byte(b.String()), 0o644)
}
