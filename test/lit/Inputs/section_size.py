"""section_size.py SECTION A B --at-most R: fails unless the size of SECTION
in ELF file A is at most R times its size in B (read from the section
headers: CPU-independent byte counts)."""
import struct
import sys


def section_size(path, name):
    with open(path, "rb") as f:
        data = f.read()
    assert data[:4] == b"\x7fELF" and data[4] == 2, path + ": not a 64-bit ELF file"
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    def header(i):
        return struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize)
    strtab = header(shstrndx)
    for i in range(shnum):
        h = header(i)
        off = strtab[4] + h[0]
        if data[off:data.index(b"\0", off)].decode() == name:
            return h[5]
    sys.exit(path + ": no section " + name)


def main():
    sec, a, b, flag, ratio = sys.argv[1:6]
    assert flag == "--at-most"
    sa, sb = section_size(a, sec), section_size(b, sec)
    print("%s: %s %d, %s %d (%.2f)" % (sec, a, sa, b, sb, sa / sb))
    if sa > float(ratio) * sb:
        sys.exit("%s of %s is %d bytes, more than %s x %d (%s)" % (sec, a, sa, ratio, sb, b))


main()
