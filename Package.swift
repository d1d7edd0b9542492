// swift-tools-version:6.0
import PackageDescription

// Layers, bottom to top:
//   KeyfuzzStorage      domain-free storage: a strict JSON layer, atomic and bounded file access,
//                       content-named corpus directories
//   PropertyEngine      domain-free: PRNG, generation helpers, shrinking, exhaustive search, the
//                       parallel runner (re-exports KeyfuzzStorage, deprecated)
//   KeyboardWorld       the simulated UIKit world, its invariants and the strategy API
//   KeyboardStrategies  the built-in strategies, written against KeyboardWorld's public API only
//   KeyfuzzFoundation   Foundation's and Dispatch's names keyboard code uses (DispatchQueue.main,
//                       NotificationCenter.default, DispatchTime), on the running case's run loop
//   KeyfuzzUIKit        UIKit's names over the world (UIViewController, UIView, UIScrollView, text
//                       fields and views, NotificationCenter, DispatchQueue, Auto Layout), so a view
//                       controller's file is checked as written
//   KeyfuzzKit          keyboard cases (engine + world), one folder each, mirrored by its tests:
//                       Cases (a case, its runner), Space (the dimension table, the space, the
//                       covering schedule), Generation (generator, campaign), Shrinking, Pipeline
//                       (distinct bugs, counterexamples, archive), SeedFiles, Coverage, Verification
//   KeyfuzzPictures     reports: counterexample text, SVG storyboards and terminal strips
//   KeyfuzzTesting      one-call XCTest / Swift Testing assertions for a user's own strategy or
//                       view controller
//   KeyfuzzCLI          the command-line tool's commands and argument parsing (testable)
//   keyfuzz             the executable: calls KeyfuzzCLI
let package = Package(
    name: "keyfuzz",
    // The oldest Apple systems the package is written for: every API it calls (Foundation,
    // Dispatch, XCTest and Swift Testing) exists there. CI builds and tests on Linux only.
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "KeyfuzzStorage", targets: ["KeyfuzzStorage"]),
        .library(name: "PropertyEngine", targets: ["PropertyEngine"]),
        .library(name: "KeyboardWorld", targets: ["KeyboardWorld"]),
        .library(name: "KeyboardStrategies", targets: ["KeyboardStrategies"]),
        .library(name: "KeyfuzzUIKit", targets: ["KeyfuzzUIKit"]),
        .library(name: "KeyfuzzKit", targets: ["KeyfuzzKit"]),
        .library(name: "KeyfuzzPictures", targets: ["KeyfuzzPictures"]),
        .library(name: "KeyfuzzTesting", targets: ["KeyfuzzTesting"]),
        .executable(name: "keyfuzz", targets: ["keyfuzz"]),
    ],
    targets: [
        .target(name: "KeyfuzzStorage"),
        // Re-exports KeyfuzzStorage for code that still imports JSON and files from the engine.
        .target(name: "PropertyEngine", dependencies: ["KeyfuzzStorage"]),
        .target(name: "KeyboardWorld"),
        .target(name: "KeyboardStrategies", dependencies: ["KeyboardWorld"]),
        .target(name: "KeyfuzzFoundation"),
        .target(name: "KeyfuzzUIKit", dependencies: ["KeyboardWorld", "KeyfuzzFoundation"]),
        .target(name: "KeyfuzzKit", dependencies: ["PropertyEngine", "KeyfuzzStorage", "KeyboardWorld", "KeyboardStrategies"]),
        .target(name: "KeyfuzzPictures", dependencies: ["KeyboardWorld", "KeyfuzzKit", "KeyfuzzStorage", "PropertyEngine"]),
        .target(
            name: "KeyfuzzCLI",
            dependencies: ["KeyfuzzKit", "KeyfuzzPictures", "KeyfuzzStorage", "PropertyEngine", "KeyboardWorld", "KeyboardStrategies"]),
        // Test helpers for users' own strategies (XCTest and Swift Testing, from the toolchain).
        .target(name: "KeyfuzzTesting", dependencies: ["KeyfuzzKit", "KeyfuzzPictures", "KeyboardWorld", "KeyfuzzUIKit"]),
        .executableTarget(name: "keyfuzz", dependencies: ["KeyfuzzCLI"]),
        // `swift run -c release keyfuzz-bench`: speed figures, printed, never asserted.
        .executableTarget(
            name: "keyfuzz-bench",
            dependencies: ["KeyfuzzKit", "KeyboardWorld", "KeyboardStrategies", "PropertyEngine", "KeyfuzzUIKit"],
            path: "Benchmarks/keyfuzz-bench"),
        .testTarget(name: "KeyfuzzStorageTests", dependencies: ["KeyfuzzStorage"]),
        .testTarget(name: "PropertyEngineTests", dependencies: ["PropertyEngine"]),
        .testTarget(name: "KeyboardWorldTests", dependencies: ["KeyboardWorld"]),
        .testTarget(name: "KeyboardStrategiesTests", dependencies: ["KeyboardStrategies", "KeyboardWorld"]),
        .testTarget(
            name: "KeyfuzzKitTests",
            dependencies: ["KeyfuzzKit", "KeyfuzzStorage", "KeyboardWorld", "KeyboardStrategies", "PropertyEngine"]),
        .testTarget(
            name: "KeyfuzzPicturesTests",
            dependencies: ["KeyfuzzPictures", "KeyfuzzKit", "KeyboardWorld", "KeyboardStrategies", "PropertyEngine"],
            exclude: ["Fixtures"]),
        .testTarget(name: "KeyfuzzUIKitTests", dependencies: ["KeyfuzzUIKit", "KeyfuzzTesting", "KeyboardWorld"]),
        .testTarget(name: "KeyfuzzTestingTests", dependencies: ["KeyfuzzTesting", "KeyfuzzKit", "KeyboardWorld", "KeyboardStrategies"]),
        // A user's view: only the public products, with strategies defined outside the library.
        .testTarget(name: "KeyfuzzTestingExampleTests", dependencies: ["KeyfuzzTesting", "KeyboardWorld", "KeyfuzzUIKit"]),
        // Depends on the executable so that `swift test` builds it for the end-to-end tests.
        .testTarget(
            name: "KeyfuzzCLITests", dependencies: ["KeyfuzzCLI", "KeyfuzzKit", "keyfuzz", "keyfuzz-bench"],
            exclude: ["Fixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
