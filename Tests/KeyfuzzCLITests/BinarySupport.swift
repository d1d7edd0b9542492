import Foundation

/// The result of running the built `keyfuzz` binary.
struct ProcessResult {
    var stdout: String
    var stderr: String
    var status: Int32
}

/// The directory the build products (the `keyfuzz` binary among them) are in.
let productsDirectory: URL = {
    let bundle = Bundle.main.bundleURL
    return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
}()

/// The package's root, found from this file's path.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Runs the built binary with `arguments` in `directory`, with no terminal attached.
///
/// A run still going after `timeout` seconds is terminated (its status then says so), so a
/// binary that blocks, on a FIFO say, fails its test instead of hanging the suite.
func keyfuzz(_ arguments: [String], in directory: URL? = nil, timeout: TimeInterval = 300) throws -> ProcessResult {
    let process = Process()
    process.executableURL = productsDirectory.appendingPathComponent("keyfuzz")
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let running = process
    DispatchQueue.global().asyncAfter(deadline: .now() + timeout) {
        if running.isRunning { running.terminate() }
    }
    // Read both pipes before waiting, so a large output cannot fill a pipe and block the child.
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(
        stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self),
        status: process.terminationStatus)
}

/// A fresh empty temporary directory.
func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("keyfuzz-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
