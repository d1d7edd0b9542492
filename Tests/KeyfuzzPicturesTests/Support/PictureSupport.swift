import Foundation
import KeyboardStrategies
import KeyboardWorld
import KeyfuzzPictures
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The cases the picture tests draw, each with its scenario and traced run.
struct TracedCase {
    var strategy: BuiltInStrategy
    var scenario: Scenario
    var actions: [Action]
    var trace: Trace

    /// Runs `actions` against a fresh `strategy` with tracing on, stopping at the first failing
    /// step as the case runner does, then the end-of-case check.
    init(
        _ strategy: BuiltInStrategy, _ scenario: Scenario, _ actions: String,
        invariants: InvariantSet = .defaults
    ) throws {
        self.strategy = strategy
        self.scenario = scenario
        self.actions = try actions.split(separator: " ").map { try Action(parsing: String($0)) }
        let world = World(scenario: scenario, strategy: strategy.make(), invariants: invariants, recordsTrace: true)
        var failed = false
        for action in self.actions where !failed {
            failed = !world.perform(action).isEmpty
        }
        if !failed { _ = world.finish() }
        trace = world.trace
    }

    /// A small case for the reference picture: `naive` on a home-button phone with both bars;
    /// the offset it sets snaps back and field 5 stays under the keyboard (hidden-field at 1).
    static func naiveHiddenField() throws -> TracedCase {
        let scenario = Scenario(
            device: .phoneHome, orientation: .portrait, navigationBar: true, tabBar: true,
            insetAdjustment: .automatic,
            fields: Scenario.stackedFields(count: 6), contentHeight: 384)
        return try TracedCase(.naive, scenario, "tap(5) finishAnimation")
    }

    /// The README's case: `inset-tracking` never resets the inset it remembers, so two
    /// show/hide rounds leave `contentInset.bottom` at -204 (drift at action 7).
    static func insetTrackingDrift() throws -> TracedCase {
        let scenario = Scenario(
            device: .phoneNotch, orientation: .portrait, insetAdjustment: .automatic,
            fields: Scenario.stackedFields(count: 12), contentHeight: 900)
        return try TracedCase(
            .insetTracking, scenario,
            "tap(11) finishAnimation dismiss finishAnimation tap(2) finishAnimation dismiss finishAnimation")
    }
}

/// Renders a storyboard and checks that it parses as XML, so every SVG the tests produce is checked.
func storyboard(
    _ c: TracedCase, options: Storyboard.Options = Storyboard.Options(),
    sourceLocation: SourceLocation = #_sourceLocation
) -> String {
    let svg = Storyboard.svg(scenario: c.scenario, trace: c.trace, title: c.strategy.name, options: options)
    if let problem = xmlProblem(svg) {
        Issue.record("the storyboard of \(c.strategy.name) is not well-formed XML: \(problem)", sourceLocation: sourceLocation)
    }
    return svg
}

/// Why `text` is not well-formed XML (Foundation's `XMLParser`), nil when it is.
func xmlProblem(_ text: String) -> String? {
    let parser = XMLParser(data: Data(text.utf8))
    let delegate = RootCollector()
    parser.delegate = delegate
    guard parser.parse() else {
        return "\(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber), column \(parser.columnNumber)"
    }
    return delegate.root == "svg" ? nil : "the root element is \(delegate.root ?? "missing"), expected svg"
}

private final class RootCollector: NSObject, XMLParserDelegate {
    var root: String?
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]
    ) {
        if root == nil { root = elementName }
    }
}

/// The package's root, found from this file's path (`<package>/Tests/KeyfuzzPicturesTests/Support/…`).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Support
    .deletingLastPathComponent()  // KeyfuzzPicturesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // the package

/// Compares `actual` with the checked-in file at `relativePath` (from the package root), byte
/// for byte. With `KEYFUZZ_RECORD_PICTURES=1` in the environment it writes `actual` there and
/// still fails, so a recording never passes silently.
func expectMatchesReference(
    _ actual: String, _ relativePath: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let url = packageRoot.appendingPathComponent(relativePath)
    if ProcessInfo.processInfo.environment["KEYFUZZ_RECORD_PICTURES"] == "1" {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record(
                "recorded \(relativePath); look at it, then run again without KEYFUZZ_RECORD_PICTURES",
                sourceLocation: sourceLocation)
        } catch {
            Issue.record("cannot record \(relativePath): \(error)", sourceLocation: sourceLocation)
        }
        return
    }
    guard let data = FileManager.default.contents(atPath: url.path), let expected = String(data: data, encoding: .utf8) else {
        Issue.record(
            """
            no reference at \(relativePath)
            Record it with KEYFUZZ_RECORD_PICTURES=1 swift test --filter KeyfuzzPicturesTests, then look at it.
            """, sourceLocation: sourceLocation)
        return
    }
    guard actual != expected else { return }
    let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let line = zip(a, e).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? Swift.min(a.count, e.count)
    let got = line < a.count ? String(a[line]) : "(end of output)"
    let want = line < e.count ? String(e[line]) : "(end of file)"
    Issue.record(
        """
        the rendering differs from \(relativePath) at line \(line + 1)
          expected: \(want)
          actual:   \(got)
        If the change is intended, re-record with KEYFUZZ_RECORD_PICTURES=1 swift test --filter KeyfuzzPicturesTests and look at the picture.
        """, sourceLocation: sourceLocation)
}
