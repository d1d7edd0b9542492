import Foundation
import Testing

/// Package.swift declares every module each target imports (and nothing it does not), so the
/// layering it documents is the layering the code has.
@Suite struct PackageManifestTests {
    /// The package's own modules: imports of anything else (Foundation, Testing) are not declared.
    static let modules: Set<String> = [
        "KeyfuzzStorage", "PropertyEngine", "KeyboardWorld", "KeyboardStrategies", "KeyfuzzKit",
        "KeyfuzzPictures", "KeyfuzzTesting", "KeyfuzzCLI", "keyfuzz", "keyfuzz-bench",
    ]

    struct Target {
        var name: String
        var dependencies: Set<String>
        var directory: URL
    }

    /// The targets of Package.swift: each `.target`, `.testTarget` or `.executableTarget` call.
    static func targets() throws -> [Target] {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        var targets: [Target] = []
        var rest = manifest[...]
        while let start = rest.range(of: #"\.(target|testTarget|executableTarget)\("#, options: .regularExpression) {
            // The call's text, up to its matching parenthesis.
            var depth = 0
            var end = start.upperBound
            for index in rest[start.lowerBound...].indices {
                if rest[index] == "(" { depth += 1 }
                if rest[index] == ")" {
                    depth -= 1
                    if depth == 0 {
                        end = index
                        break
                    }
                }
            }
            let call = String(rest[start.lowerBound..<end])
            rest = rest[end...]
            guard let name = firstQuoted(after: "name:", in: call) else { continue }
            let isTest = call.hasPrefix(".testTarget")
            let path = firstQuoted(after: "path:", in: call) ?? (isTest ? "Tests/\(name)" : "Sources/\(name)")
            var dependencies: Set<String> = []
            if let list = call.range(of: #"dependencies: \[[^\]]*\]"#, options: .regularExpression) {
                dependencies = Set(call[list].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
            }
            targets.append(Target(name: name, dependencies: dependencies, directory: packageRoot.appendingPathComponent(path)))
        }
        return targets
    }

    static func firstQuoted(after label: String, in text: String) -> String? {
        guard let range = text.range(of: label) else { return nil }
        let parts = text[range.upperBound...].split(separator: "\"", maxSplits: 2, omittingEmptySubsequences: false)
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    /// The kinds of declaration a scoped import names.
    static let importKinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]

    /// The package modules the Swift files under `directory` import.
    static func imports(in directory: URL) throws -> Set<String> {
        var found: Set<String> = []
        let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") })
                else { continue }
                // `import struct Module.Name` (a scoped import) names its module before the dot.
                var named = words[index + 1]
                if Self.importKinds.contains(String(named)), index + 2 < words.count { named = words[index + 2] }
                let module = String(named.split(separator: ".").first ?? named)
                if modules.contains(module) { found.insert(module) }
            }
        }
        return found
    }

    @Test func everyImportedModuleIsDeclared() throws {
        let targets = try Self.targets()
        #expect(targets.count >= 15)
        for target in targets {
            let imported = try Self.imports(in: target.directory)
            let declared = target.dependencies.intersection(Self.modules)
            // A test target may depend on an executable only to have it built for end-to-end tests.
            let undeclared = imported.subtracting(declared)
            let unused = declared.subtracting(imported).subtracting(["keyfuzz", "keyfuzz-bench"])
            #expect(undeclared.isEmpty, "\(target.name) imports \(undeclared.sorted()) without declaring them")
            #expect(unused.isEmpty, "\(target.name) declares \(unused.sorted()) but imports none of them")
        }
    }
}
