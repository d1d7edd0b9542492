import Foundation
import KeyboardWorld

extension Scenario {
    /// The scenario on one line, e.g. `phone-notch portrait, nav bar, automatic, 12 fields, content 900`.
    public var summary: String {
        var parts = ["\(device.rawValue) \(device.rotates ? orientation.rawValue : "window")"]
        if navigationBar { parts.append("nav bar") }
        if tabBar { parts.append("tab bar") }
        parts.append("insets \(insetAdjustment.rawValue)")
        if contentInset != .zero { parts.append("contentInset \(TraceFormat.insets(contentInset))") }
        if content == .unpinned { parts.append("unpinned content") }
        if !systemScrollsToFocus { parts.append("no system scroll-to-focus") }
        if rotationStyle == .hideShow { parts.append("rotations hide then show") }
        if layout == .constraints { parts.append("Auto Layout") }
        var fieldText = "\(fields.count) field\(fields.count == 1 ? "" : "s")"
        var notes: [String] = []
        let accessories = fields.indices.filter { fields[$0].hasAccessoryView }
        if !accessories.isEmpty { notes.append("accessory on \(accessories.map(String.init).joined(separator: ", "))") }
        let pads = fields.indices.filter { fields[$0].keyboardType == .numberPad }
        if !pads.isEmpty { notes.append("number pad on \(pads.map(String.init).joined(separator: ", "))") }
        let tall = fields.indices.filter { fields[$0].frame.size.height > 44 }
        if !tall.isEmpty { notes.append("tall \(tall.map { "\($0) (\(TraceFormat.number(fields[$0].frame.size.height)) pt)" }.joined(separator: ", "))") }
        if !notes.isEmpty { fieldText += " (" + notes.joined(separator: "; ") + ")" }
        parts.append(fieldText)
        parts.append("content height \(TraceFormat.number(contentHeight))")
        return parts.joined(separator: ", ")
    }
}
