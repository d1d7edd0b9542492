#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

// The C library's `read(2)` and `write(2)` under names that `RegularFile.read` and
// `AtomicFile.write` do not hide inside their types.

/// `read(2)`: up to `count` bytes from `descriptor` into `buffer`; the count read, 0 at the end, -1 on error.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`: up to `count` bytes from `buffer` to `descriptor`; the count written, -1 on error.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
