import Foundation
import KeyfuzzKit

/// The settings a scope gives every check inside it (task-local, so concurrent tests do not
/// see each other's): see ``withKeyboardAvoidanceTesting(record:seedsDirectory:operation:)``.
public struct KeyboardAvoidanceTestingConfiguration: Sendable {
    /// The record mode, or nil to inherit (then `KEYFUZZ_RECORD`, then `.missing`).
    public var record: RecordMode?
    /// The seeds directory, or nil to inherit (then the test's package's `Seeds/`).
    public var seedsDirectory: URL?

    /// Settings that override the enclosing scope's record mode and seeds directory where not nil.
    public init(record: RecordMode? = nil, seedsDirectory: URL? = nil) {
        self.record = record
        self.seedsDirectory = seedsDirectory
    }

    /// The innermost scope's settings.
    @TaskLocal public static var current = KeyboardAvoidanceTestingConfiguration()
}

/// Runs `operation` with checks recording as `record` and using `seedsDirectory`, unless a
/// check's own arguments say otherwise; nil arguments keep the enclosing scope's value.
///
///     withKeyboardAvoidanceTesting(record: .never) {
///         assertKeyboardAvoidance(MyStrategy.init)
///     }
public func withKeyboardAvoidanceTesting<R>(
    record: RecordMode? = nil, seedsDirectory: URL? = nil,
    operation: () throws -> R
) rethrows -> R {
    let outer = KeyboardAvoidanceTestingConfiguration.current
    let inner = KeyboardAvoidanceTestingConfiguration(
        record: record ?? outer.record,
        seedsDirectory: seedsDirectory ?? outer.seedsDirectory)
    return try KeyboardAvoidanceTestingConfiguration.$current.withValue(inner, operation: operation)
}

/// Runs the async `operation` with checks recording as `record` and using `seedsDirectory`;
/// see the synchronous version.
public func withKeyboardAvoidanceTesting<R>(
    record: RecordMode? = nil, seedsDirectory: URL? = nil,
    isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> R
) async rethrows -> R {
    let outer = KeyboardAvoidanceTestingConfiguration.current
    let inner = KeyboardAvoidanceTestingConfiguration(
        record: record ?? outer.record,
        seedsDirectory: seedsDirectory ?? outer.seedsDirectory)
    return try await KeyboardAvoidanceTestingConfiguration.$current.withValue(inner, operation: operation)
}
