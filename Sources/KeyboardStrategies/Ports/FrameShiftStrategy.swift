import Foundation
import KeyboardWorld

/// `frame-shift`: the classic "slide the whole view up while editing" — `view.frame.origin.y -= k`
/// when a field begins editing and `+= k` when it ends, with `k` a fraction of a hard-coded
/// keyboard height chosen by where the field sits on screen.
///
/// Source: Matt Gallagher, "Sliding UITextFields around to avoid the keyboard", Cocoa with Love,
/// October 2008 (cocoawithlove.com/2008/10/sliding-uitextfields-around-to-avoid.html), copied
/// into countless answers and apps. Its `textFieldDidBeginEditing:` converts the field's bounds
/// and the view's bounds to the window, takes the field's midline as a fraction of the view's
/// height between 20% and 80% (clamped to 0...1), multiplies it by a constant keyboard height
/// (216 portrait, 162 landscape: the 2008 iPhone's) and floors it to `animatedDistance`, then
/// moves the view's frame up by it; `textFieldDidEndEditing:` moves the frame down by the same
/// remembered distance. The port below follows those steps one to one.
///
/// The checker must report:
/// - `hidden-field`: the constant 216/162 is smaller than every current keyboard (336 on a
///   notched iPhone, 320 on an iPad, more with an accessory view), so a low field stays
///   covered; and moving the whole view pushes a tall field's top under the status bar;
/// - `drift`: the view stays moved whenever a field is focused without a docked keyboard (a
///   hardware keyboard, a floating iPad keyboard), and a rotation while editing resets the frame
///   that the end of editing then moves down by the remembered distance;
/// - `unreachable-field`: while the view stays moved up with no keyboard docked, the top fields
///   cannot be scrolled back below the bars.
public final class FrameShiftStrategy: KeyboardAvoidanceStrategy {
    /// The recipe slides a view of text fields; keyfuzz has always run it on a scroll form too.
    public static var supportedShapes: [ScreenShape] { [.scrollForm, .plainForm] }

    static let minimumScrollFraction: CGFloat = 0.2
    static let maximumScrollFraction: CGFloat = 0.8
    static let portraitKeyboardHeight: CGFloat = 216
    static let landscapeKeyboardHeight: CGFloat = 162

    /// How far the view was moved up when editing began (the original's `animatedDistance`).
    var animatedDistance: CGFloat = 0

    /// A fresh strategy: the view has not been moved (`animatedDistance` 0).
    public init() {}

    public func textFieldDidBeginEditing(_ textField: TextField, host: KeyboardHost) {
        let window = host.view.window
        let textFieldRect = window.convert(textField.bounds, from: textField)
        let viewRect = window.convert(host.view.bounds, from: host.view)
        let midline = textFieldRect.origin.y + 0.5 * textFieldRect.size.height
        let numerator = midline - viewRect.origin.y - Self.minimumScrollFraction * viewRect.size.height
        let denominator = (Self.maximumScrollFraction - Self.minimumScrollFraction) * viewRect.size.height
        var heightFraction = numerator / denominator
        if heightFraction < 0 {
            heightFraction = 0
        } else if heightFraction > 1 {
            heightFraction = 1
        }
        // The original asks the status bar for the interface orientation.
        let portrait = host.screen.bounds.size.height >= host.screen.bounds.size.width
        animatedDistance = ((portrait ? Self.portraitKeyboardHeight : Self.landscapeKeyboardHeight) * heightFraction).rounded(.down)
        var viewFrame = host.view.frame
        viewFrame.origin.y -= animatedDistance
        host.view.frame = viewFrame
    }

    public func textFieldDidEndEditing(_ textField: TextField, host: KeyboardHost) {
        var viewFrame = host.view.frame
        viewFrame.origin.y += animatedDistance
        host.view.frame = viewFrame
    }
}

extension FrameShiftStrategy: StatefulKeyboardStrategy {
    /// The original's `animatedDistance`.
    public var verificationState: CGFloat {
        get { animatedDistance }
        set { animatedDistance = newValue }
    }
}
