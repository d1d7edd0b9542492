import Foundation
import KeyboardWorld
import PropertyEngine
import Testing

@testable import KeyfuzzPictures

/// Every consumer of window geometry places views and fields with one formula
/// (`WindowPlacement`), so on any geometry they agree exactly: conversions, the world's fast
/// paths, the tap test, the visible band's inputs and the pictures. Each is also checked against
/// docs/classic-world.md §3's formula, written out here independently.
///
/// The geometries are generated from a fixed seed with the project's own `RandomSource`:
/// random scenarios on every device (`pad-window`'s window is not at the screen's origin), a
/// keyboard up or not, then a moved and resized root view, both views' transforms (every
/// component) and a content offset, in fractional points.
@Suite struct WindowGeometryAgreementTests {
    private static let geometries = 400

    @Test func everyConsumerPlacesViewsAndFieldsAlike() throws {
        var random = RandomSource(seed: 0x5EED_0F_6E0)
        for n in 0..<Self.geometries {
            let world = Self.randomWorld(&random)
            try Self.expectAgreement(world, "geometry \(n) on \(world.scenario.device.rawValue) \(world.scenario.orientation.rawValue)")
        }
    }

    // MARK: Generation

    /// A strategy that does nothing: the test moves the views itself.
    private final class Still: KeyboardAvoidanceStrategy {}

    private static func randomWorld(_ random: inout RandomSource) -> World {
        let count = random.int(in: 1...16)
        var fields: [TextFieldSpec] = []
        var y = CGFloat(random.double(in: 0...40))
        for _ in 0..<count {
            let height = CGFloat(random.double(in: 20...120))
            let frame = CGRect(
                x: CGFloat(random.double(in: 0...40)), y: y, width: CGFloat(random.double(in: 50...300)),
                height: height)
            fields.append(TextFieldSpec(frame: frame, keyboardType: random.element(of: KeyboardType.allCases)))
            y += height + CGFloat(random.double(in: 0...30))
        }
        let inset = UIEdgeInsets(
            top: CGFloat(random.double(in: 0...40)), left: 0,
            bottom: CGFloat(random.double(in: 0...40)), right: 0)
        let scenario = Scenario(
            device: random.element(of: Device.allCases),
            orientation: random.element(of: Orientation.allCases),
            navigationBar: random.chance(0.5), tabBar: random.chance(0.5),
            insetAdjustment: random.element(of: InsetAdjustment.allCases), contentInset: inset,
            fields: fields, contentHeight: y + CGFloat(random.double(in: 0...400)))
        let world = World(scenario: scenario, strategy: Still(), invariants: [])
        // A docked keyboard in about half the cases, so the band's keyboard input is exercised.
        if random.chance(0.5) { world.perform(.tap(0)) }

        let root = world.rootView
        root.frame = CGRect(
            x: coordinate(&random), y: coordinate(&random),
            width: root.frame.size.width + coordinate(&random),
            height: root.frame.size.height + coordinate(&random))
        root.transform = transform(&random)
        let sv = world.scrollView
        sv.transform = transform(&random)
        sv.frame.origin.y += coordinate(&random)
        sv.frame.size.height += coordinate(&random)
        sv.contentOffset = CGPoint(x: coordinate(&random), y: CGFloat(random.double(in: -100...800)))
        return world
    }

    /// A fractional coordinate, so that different orders of the same sums could round apart.
    private static func coordinate(_ random: inout RandomSource) -> CGFloat {
        CGFloat(random.double(in: -150...150))
    }

    /// A transform with every component set (the world moves views by `tx` and `ty` only).
    private static func transform(_ random: inout RandomSource) -> CGAffineTransform {
        CGAffineTransform(
            a: CGFloat(random.double(in: 0.5...2)), b: CGFloat(random.double(in: -1...1)),
            c: CGFloat(random.double(in: -1...1)), d: CGFloat(random.double(in: 0.5...2)),
            tx: coordinate(&random), ty: coordinate(&random))
    }

    // MARK: Checks

    private static func expectAgreement(_ world: World, _ context: String) throws {
        let root = world.rootView
        let sv = world.scrollView
        let placement = sv.windowPlacement

        // docs/classic-world.md §3, written out: content y goes to y - offset + frame.y + ty + root frame.y + root ty.
        let specTop = sv.frame.origin.y + root.frame.origin.y
        let specLeft = sv.frame.origin.x + root.frame.origin.x
        #expect(abs(placement.frame.origin.y - specTop) < 1e-9, "\(context)")
        #expect(abs(placement.frame.origin.x - specLeft) < 1e-9, "\(context)")

        // The scroll view's window rect: its superview converts its frame to exactly its placement.
        // (Converting its own bounds adds and then subtracts the content offset: equal up to rounding.)
        let svWindow = root.convert(sv.frame, to: nil)
        #expect(svWindow == placement.frame, "\(context)")
        let viaBounds = sv.convert(sv.bounds, to: nil)
        #expect(
            abs(viaBounds.origin.y - svWindow.origin.y) < 1e-9 && abs(viaBounds.origin.x - svWindow.origin.x) < 1e-9,
            "\(context)")
        #expect(
            world.scrollViewWindowBand == Band(top: svWindow.origin.y, bottom: svWindow.origin.y + svWindow.size.height),
            "\(context)")

        // The visible band's inputs: chrome, the docked keyboard's converted top, the scroll view's edges.
        let keyboardTop = world.dockedKeyboardTop.map { _ in
            world.window.convert(world.keyboardFrame, from: world.screen.coordinateSpace).origin.y
        }
        #expect(keyboardTop == world.dockedKeyboardTop, "\(context)")
        let band = Band(
            top: max(world.chromeTop, svWindow.origin.y),
            bottom: min(world.chromeBottom, keyboardTop ?? .infinity, svWindow.origin.y + svWindow.size.height))
        #expect(world.visibleBand == band, "\(context)")

        // The pictures' geometry of the same moment.
        let snapshot = world.snapshot()
        let picture = StepGeometry(scenario: world.scenario, snapshot: snapshot)
        #expect(picture.scrollView == Rect(svWindow), "\(context)")
        #expect(picture.rootView == Rect(root.convert(root.bounds, to: nil)), "\(context)")
        #expect(
            picture.band.map { Band(top: CGFloat($0.top), bottom: CGFloat($0.bottom)) }
                == (band.top <= band.bottom ? band : nil), "\(context)")
        let contentOrigin = sv.convert(CGPoint.zero, to: nil)
        #expect(picture.content.x == Double(contentOrigin.x) && picture.content.y == Double(contentOrigin.y), "\(context)")

        // Every field: conversions of its bounds and of its content rect, the world's fast path,
        // the pictures, and the screen (keyboard frames' space) through the window's origin.
        var tappable: [Int] = []
        world.appendTappableFields(excluding: nil, to: &tappable)
        for field in world.textFields {
            let window = field.convert(field.bounds, to: nil)
            let place = "\(context), field \(field.index)"
            #expect(window == world.windowFrame(ofField: field.index), "\(place)")
            #expect(window == sv.convert(field.frame, to: nil), "\(place)")
            #expect(window == placement.windowRect(ofBoundsRect: field.frame), "\(place)")
            #expect(abs(window.origin.y - (field.frame.origin.y - sv.contentOffset.y + specTop)) < 1e-9, "\(place)")
            #expect(picture.field(field.index) == Rect(window), "\(place)")
            let onScreen = field.convert(field.bounds, to: world.screen.coordinateSpace)
            let windowOrigin = world.window.frame.origin
            #expect(
                onScreen.origin == CGPoint(x: window.origin.x + windowOrigin.x, y: window.origin.y + windowOrigin.y),
                "\(place)")
            let overlap = min(window.origin.y + window.size.height, band.bottom) - max(window.origin.y, band.top)
            #expect(world.isTappable(field.index) == (overlap >= 1), "\(place)")
            #expect(tappable.contains(field.index) == (overlap >= 1), "\(place)")
        }
    }
}
