import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzKit
import Testing

@testable import KeyfuzzTesting

/// What `assertKeyboardAvoidance` records, taken from the capture instead of the test runner
/// (the examples that really record issues run only with KEYFUZZ_EXPECTED_FAILURES=1, so that a
/// plain `swift test` prints no expected failures).
@Suite struct AssertionRecordingTests {
    /// The failures `body` records, in order.
    func recorded(_ body: () -> Void) -> [RecordedTestFailure] {
        let list = Recorded()
        TestFailureCapture.$recorder.withValue({ list.append($0) }, operation: body)
        return list.all
    }

    final class Recorded: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [RecordedTestFailure] = []
        func append(_ failure: RecordedTestFailure) {
            lock.lock()
            list.append(failure)
            lock.unlock()
        }
        var all: [RecordedTestFailure] {
            lock.lock()
            defer { lock.unlock() }
            return list
        }
    }

    @Test func oneFailurePerDistinctBugAtTheCallersLine() throws {
        let expected = try #require(checkKeyboardAvoidance(NaiveStrategy.init, record: .never))
        #expect(expected.parts.count > 1)
        let line = #line + 1
        let failures = recorded { assertKeyboardAvoidance(NaiveStrategy.init, record: .never) }
        #expect(failures.map(\.message) == expected.parts.map(\.message))
        #expect(failures.allSatisfy { $0.line == line && $0.fileID == #fileID })
    }

    @Test func otherReportingsRecordAsTheySay() throws {
        let every = try #require(checkKeyboardAvoidance(NaiveStrategy.init, record: .never))
        let inOne = recorded { assertKeyboardAvoidance(NaiveStrategy.init, record: .never, reporting: .everyBugInOneIssue) }
        #expect(inOne.map(\.message) == [every.message])
        let first = try #require(checkKeyboardAvoidance(NaiveStrategy.init, record: .never, reporting: .firstFailure))
        let firstOnly = recorded { assertKeyboardAvoidance(NaiveStrategy.init, record: .never, reporting: .firstFailure) }
        #expect(firstOnly.map(\.message) == [first.message])
        #expect(first.parts.isEmpty)
    }

    @Test func aPassingStrategyRecordsNothing() {
        #expect(recorded { assertKeyboardAvoidance(InsetAdjustingStrategy.init, record: .never) }.isEmpty)
    }
}
