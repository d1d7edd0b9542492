// The one place a check's failure becomes a test failure: `Issue.record` under Swift Testing,
// `XCTFail` under XCTest, always at the caller's file and line.
#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Records `message` as exactly one test failure at the given source location.
func recordTestFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: "\(fileID)", filePath: "\(filePath)",
                    line: Int(line), column: Int(column)))
            return
        }
    #endif
    #if canImport(XCTest)
        XCTFail(message, file: filePath, line: line)
    #else
        print("\(filePath):\(line): error: \(message)")
    #endif
}
