// The one place a check's failure becomes a test failure: `Issue.record` under Swift Testing,
// `XCTFail` under XCTest, always at the caller's file and line.
#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// A test failure as a check records it: its message and where.
struct RecordedTestFailure: Equatable, Sendable {
    var message: String
    var fileID: String
    var line: Int
}

/// Where keyfuzz's own tests take a check's test failures instead of the test runner, so that
/// they check what an assertion records without printing expected failures.
enum TestFailureCapture {
    /// The recorder for the current task; nil records with the test runner.
    @TaskLocal static var recorder: (@Sendable (RecordedTestFailure) -> Void)?
}

/// Records `message` as exactly one test failure at the given source location.
func recordTestFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if let recorder = TestFailureCapture.recorder {
        recorder(RecordedTestFailure(message: message, fileID: "\(fileID)", line: Int(line)))
        return
    }
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

/// Records a check's failure: one test failure per broken invariant when `reporting` asks for
/// one issue each, else one test failure.
func recordTestFailures(
    of failure: KeyboardAvoidanceFailure, reporting: FailureReporting,
    fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    let messages = reporting.isOneIssueEach && !failure.parts.isEmpty ? failure.parts.map(\.message) : [failure.message]
    for message in messages {
        recordTestFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
