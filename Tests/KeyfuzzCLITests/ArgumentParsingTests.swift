import Testing
@testable import KeyfuzzCLI

@Suite("argument parsing")
struct ArgumentParsingTests {
    let options: [OptionSpec] = [
        .value("--seed", "N", "seed"),
        .value("--strategy", "NAME", repeatable: true, "strategies"),
        .flag("--json", "json"),
    ]

    @Test func valuesFlagsAndPositionals() throws {
        let parsed = try ParsedArguments.parse(["a.json", "--seed", "7", "--json", "b.json"], options: options)
        #expect(parsed.value("--seed") == "7")
        #expect(parsed.has("--json"))
        #expect(parsed.positionals == ["a.json", "b.json"])
    }

    @Test func inlineValuesAndRepeatedLists() throws {
        let parsed = try ParsedArguments.parse(["--seed=9", "--strategy", "naive", "transform", "--strategy=frame-shrink,layout-guide"], options: options)
        #expect(parsed.value("--seed") == "9")
        #expect(parsed.list("--strategy") == ["naive", "transform", "frame-shrink", "layout-guide"])
    }

    @Test func negativeNumbersAreValuesAndDoubleDashEndsOptions() throws {
        let parsed = try ParsedArguments.parse(["--seed", "-3", "--", "--json"], options: options)
        #expect(parsed.value("--seed") == "-3")
        #expect(parsed.positionals == ["--json"])
        #expect(!parsed.has("--json"))
        #expect(throws: UsageError.self) { try parsed.integer("--seed", default: 0, in: 0...Int.max) }
    }

    @Test func errorsNameTheOption() {
        #expect(throws: UsageError("unknown option '--bogus'")) { try ParsedArguments.parse(["--bogus"], options: options) }
        #expect(throws: UsageError("--seed needs a value (N)")) { try ParsedArguments.parse(["--seed"], options: options) }
        #expect(throws: UsageError("--seed given more than once")) {
            try ParsedArguments.parse(["--seed", "1", "--seed", "2"], options: options)
        }
        #expect(throws: UsageError("--json takes no value")) { try ParsedArguments.parse(["--json=yes"], options: options) }
    }

    @Test func integerRanges() throws {
        let parsed = try ParsedArguments.parse(["--seed", "12"], options: options)
        #expect(try parsed.integer("--seed", default: 0, in: 0...100) == 12)
        #expect(try parsed.integer("--missing", default: 5, in: 0...100) == 5)
        #expect(throws: UsageError("--seed must be between 20 and 30, got 12")) {
            try parsed.integer("--seed", default: 0, in: 20...30)
        }
        let words = try ParsedArguments.parse(["--seed", "ten"], options: options)
        #expect(throws: UsageError("--seed expects a whole number, got 'ten'")) {
            try words.integer("--seed", default: 0, in: 0...Int.max)
        }
    }
}

extension UsageError: Equatable {
    public static func == (lhs: UsageError, rhs: UsageError) -> Bool { lhs.description == rhs.description }
}
