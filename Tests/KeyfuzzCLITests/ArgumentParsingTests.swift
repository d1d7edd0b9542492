import KeyfuzzKit
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
        let parsed = try ParsedArguments.parse(
            ["--seed=9", "--strategy", "naive", "transform", "--strategy=frame-shrink,layout-guide"], options: options)
        #expect(parsed.value("--seed") == "9")
        #expect(try parsed.list("--strategy") == ["naive", "transform", "frame-shrink", "layout-guide"])
    }

    @Test func anEmptyListItemIsAUsageError() throws {
        for arguments in [["--strategy", ""], ["--strategy", "naive,"], ["--strategy", "a,,b"], ["--strategy=", "--json"]] {
            let parsed = try ParsedArguments.parse(arguments, options: options)
            #expect(throws: UsageError("--strategy has an empty value"), "\(arguments)") { try parsed.list("--strategy") }
        }
    }

    @Test func helpIsHonouredOnlyAfterTheArgumentsParse() {
        let bogus = Console()
        #expect(KeyfuzzCLI.run(["fuzz", "--bogus", "--help"], console: bogus) == .usage)
        #expect(bogus.output.isEmpty)
        #expect(bogus.errors.hasPrefix("Error: unknown option '--bogus'\nUsage: keyfuzz fuzz "))
        for arguments in [["replay", "--help"], ["exhaust", "-h"], ["shrink", "x.json", "--help"]] {
            let console = Console()
            #expect(KeyfuzzCLI.run(arguments, console: console) == .success, "\(arguments)")
            #expect(console.output.hasPrefix("OVERVIEW: "), "\(arguments)")
        }
    }

    @Test func usageLinesComeFromTheOptionTables() {
        let usages = KeyfuzzCLI.commands.map(\.usage)
        #expect(
            usages == [
                "fuzz [--strategy NAME ...] [--seed N] [--runs N] [--max-actions N] [--time SECONDS] [--jobs N] [--shard I/N] "
                    + "[--save DIR] [--invariants LIST] [--device NAME ...] [--unpinned] [--no-system-scroll] [--shape NAME ...] "
                    + "[--only KEY=VALUES ...] [--also KEY=VALUES ...] [--basic-actions] [--idealised] [--every-shape] "
                    + "[--coverage] [--cover NAME=PERCENT ...] [--verbose] [--json]",
                "replay FILE... [--trace] [--json] [--svg OUT.svg]",
                "shrink FILE [--out FILE]",
                "exhaust --strategy NAME [--depth K] [--scenario FILE]",
                "verify --strategy NAME [--depth K] [--scenario FILE] [--invariants LIST] [--jobs N] [--time SECONDS] [--save DIR] "
                    + "[--space] [--only KEY=VALUES ...]",
                "list",
            ])
        // Every option of every command is in its usage line, but deprecated spellings.
        for command in KeyfuzzCLI.commands {
            for option in command.options {
                #expect(command.usage.contains(option.label) == option.isListed, "\(command.name) \(option.name)")
            }
        }
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

/// Every dimension of the scenario table can be restricted from the command line.
@Suite("scenario flags")
struct ScenarioFlagTests {
    func space(_ arguments: [String]) throws -> ScenarioSpace {
        try FuzzSettings(ParsedArguments.parse(arguments, options: FuzzSettings.options)).space
    }

    @Test func onlyRestrictsEveryListedValueOfEveryDimension() throws {
        for dimension in ScenarioDimension.all {
            for value in dimension.values ?? [] {
                let restricted = try space(["--only", "\(dimension.key)=\(value.token)"])
                #expect(restricted.allowedTokens(of: dimension) == [value.token], "\(dimension.key)=\(value.token)")
            }
        }
    }

    @Test func aliasesAndGroupFlagsBuildTheSameSpaces() throws {
        #expect(try space(["--device", "pad", "phone-home"]) == ScenarioSpace.default.only(\.device, [.pad, .phoneHome]))
        #expect(try space(["--unpinned"]) == ScenarioSpace.default.also(\.content, [.unpinned]))
        #expect(try space(["--no-system-scroll"]) == ScenarioSpace.default.also(\.systemScrollsToFocus, [false]))
        #expect(try space(["--also", "content=unpinned"]) == ScenarioSpace.default.also(\.content, [.unpinned]))
        #expect(try space(["--basic-actions"]) == ScenarioSpace.default.basicActionsOnly())
        #expect(try space(["--idealised"]) == ScenarioSpace.default.idealisedOnly())
        // The deprecated spellings build the same spaces.
        #expect(try space(["--first-stage"]) == ScenarioSpace.default.basicActionsOnly())
        #expect(try space(["--profile", "classic"]) == ScenarioSpace.default.idealisedOnly())
        #expect(try space(["--profile", "all"]) == ScenarioSpace.default)
        #expect(try space([]) == ScenarioSpace.default)
    }

    @Test(arguments: [
        (["--only", "toolBar=true"], "unknown scenario dimension 'toolBar'; expected one of device, orientation"),
        (["--only", "device=phone-fold"], "unknown device 'phone-fold'; expected one of phone-home, phone-notch, pad, pad-window"),
        (["--only", "device"], "--only expects KEY=VALUE[,VALUE...], got 'device'"),
        (["--only", "device=pad,,phone-home"], "--only device=pad,,phone-home has an empty value"),
        (["--profile", "modern"], "unknown profile 'modern'; expected classic or all"),
        (["--save", ""], "--save needs a directory, got an empty path"),
    ])
    func badScenarioFlagsAreUsageErrors(arguments: [String], message: String) {
        #expect {
            try space(arguments)
        } throws: { error in
            String(describing: error).hasPrefix(message)
        }
    }

    @Test func theSameStrategyTwiceRunsOnce() throws {
        let settings = try FuzzSettings(
            ParsedArguments.parse(
                ["--strategy", "naive", "naive", "--strategy", "naive"],
                options: FuzzSettings.options))
        #expect(settings.strategies.map(\.name) == ["naive"])
    }
}
