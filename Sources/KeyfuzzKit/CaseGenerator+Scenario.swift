import Foundation
import KeyboardWorld
import PropertyEngine

extension CaseGenerator {
    /// Draws a valid scenario over every dimension of SPEC section 2.
    ///
    /// Values are whole points so that saved cases read well and shrink in clean steps. The
    /// draws lean toward where avoidance bugs live: several fields (so some sit low, under the
    /// keyboard), some fields taller than the band, little footer below the last field (so the
    /// offset a strategy wants can exceed the maximum), accessory views and number pads (keyboard
    /// heights that change while it is up).
    ///
    /// - Parameter source: The random source; draws happen in a fixed order.
    /// - Returns: A scenario whose `problems` is empty.
    public func drawScenario(using source: inout RandomSource) -> Scenario {
        let devices = options.devices.isEmpty ? Device.allCases : options.devices
        let device = source.element(of: devices)
        let orientation: Orientation = source.chance(0.5) ? .portrait : .landscape
        let navigationBar = source.chance(0.4)
        let tabBar = source.chance(0.3)
        let insetAdjustment: InsetAdjustment = source.chance(0.6) ? .automatic : .never
        var contentInset = UIEdgeInsets.zero
        if source.chance(0.25) {
            contentInset.top = source.chance(0.5) ? CGFloat(source.int(in: 1...40)) : 0
            contentInset.bottom = source.chance(0.6) ? CGFloat(source.int(in: 1...60)) : 0
        }
        let unpinned = source.chance(0.1) && options.allowUnpinned
        let noSystemScroll = source.chance(0.3) && options.allowNoSystemScroll
        let fields = drawFields(using: &source)
        let lowest = fields.last.map { $0.frame.origin.y + $0.frame.size.height } ?? 0
        let footer = source.chance(0.35) ? 0 : CGFloat(source.int(in: 0...600))
        let hideShow = source.chance(0.2) && options.secondStage
        let constraints = source.chance(0.25) && options.secondStage
        return Scenario(device: device, orientation: orientation, navigationBar: navigationBar, tabBar: tabBar,
                        insetAdjustment: insetAdjustment, contentInset: contentInset,
                        content: unpinned ? .unpinned : .pinned, systemScrollsToFocus: !noSystemScroll,
                        fields: fields, contentHeight: lowest + footer,
                        rotationStyle: hideShow ? .hideShow : .change, layout: constraints ? .constraints : .autoresizing)
    }

    /// Field counts 1...16, weighted toward forms of a few to ten fields.
    private static let fieldCountWeights = [3, 4, 5, 6, 6, 6, 5, 5, 4, 3, 3, 2, 2, 2, 2, 2]
    /// `default`, `numberPad`, `email`.
    private static let keyboardTypeWeights = [6, 2, 2]

    /// Draws 1...16 fields stacked top to bottom, mostly 44 pt, some short, some tall.
    private func drawFields(using source: inout RandomSource) -> [TextFieldSpec] {
        let count = source.weightedIndex(Self.fieldCountWeights) + 1
        var y = CGFloat(source.int(in: 0...80))
        var fields: [TextFieldSpec] = []
        for _ in 0..<count {
            let height: CGFloat
            let shape = source.unitDouble()
            if shape < 0.15 {
                height = CGFloat(source.int(in: 120...400))
            } else if shape < 0.3 {
                height = CGFloat(source.int(in: 30...60))
            } else {
                height = 44
            }
            let type = KeyboardType.allCases[source.weightedIndex(Self.keyboardTypeWeights)]
            let accessory = source.chance(0.2)
            fields.append(TextFieldSpec(frame: CGRect(x: 16, y: y, width: 300, height: height),
                                        keyboardType: type, hasAccessoryView: accessory))
            y += height + CGFloat(source.int(in: 0...40))
        }
        return fields
    }
}
