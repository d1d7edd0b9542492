import Foundation
import Testing

/// The documents a user reads link only to what the repository holds: every relative link of
/// README.md, CHANGELOG.md, CONTRIBUTING.md and every document of docs/ names a file that exists, and a `#section` in a Markdown
/// file names one of its headings (GitHub's anchors).
@Suite struct DocumentLinkTests {
    static let documents =
        ["README.md", "CHANGELOG.md", "CONTRIBUTING.md"]
        + ((try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("docs").path)) ?? [])
        .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }

    /// GitHub's anchor of a heading: lowercased, every character but letters, digits, spaces,
    /// hyphens and underscores dropped, spaces made hyphens.
    static func anchor(_ heading: String) -> String {
        let kept = heading.lowercased().unicodeScalars.filter {
            CharacterSet.alphanumerics.contains($0) || $0 == " " || $0 == "-" || $0 == "_"
        }
        return String(String.UnicodeScalarView(kept)).replacingOccurrences(of: " ", with: "-")
    }

    static func anchors(of text: String) -> Set<String> {
        var anchors = Set<String>()
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            anchors.insert(anchor(String(line.drop { $0 == "#" }.drop { $0 == " " })))
        }
        return anchors
    }

    @Test(arguments: documents)
    func everyRelativeLinkResolves(document: String) throws {
        let url = packageRoot.appendingPathComponent(document)
        let text = try String(contentsOf: url, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        var checked = 0
        for match in matches {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            let link = String(text[range])
            if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:") { continue }
            let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            let target = parts[0].isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(parts[0])
            #expect(FileManager.default.fileExists(atPath: target.path), "\(document): \(link) names no file")
            if parts.count == 2, target.pathExtension == "md", let linked = try? String(contentsOf: target, encoding: .utf8) {
                #expect(Self.anchors(of: linked).contains(parts[1]), "\(document): \(link) names no heading")
            }
            checked += 1
        }
        let linkless = ["docs/performance.md", "docs/seed-files.md"]
        #expect(checked > 0 || linkless.contains(document), "\(document) has no relative link to check")
    }

    @Test func anchorsAreGitHubs() {
        #expect(Self.anchor("9. Cases, seeds and replay") == "9-cases-seeds-and-replay")
        #expect(Self.anchor("Rotation (`rotationStyle`, value `hideFirst`)") == "rotation-rotationstyle-value-hidefirst")
        #expect(Self.anchor("Across the space: `verify --space`") == "across-the-space-verify---space")
    }
}
