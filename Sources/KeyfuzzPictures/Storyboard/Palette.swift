/// The storyboard's colours, in one place.
enum Palette {
    static let screen = "#d0d4da"
    static let screenStroke = "#30343a"
    static let window = "#ffffff"
    static let rootView = "#8c959f"
    static let rootViewLabel = "#57606a"
    static let scrollView = "#f2f6fb"
    static let scrollViewStroke = "#9fb6d3"
    static let content = "#e1eaf5"
    static let field = "#ffffff"
    static let fieldStroke = "#8a929c"
    static let fieldLabel = "#57606a"
    static let focus = "#0969da"
    static let statusBar = "#dde1e6"
    static let bar = "#bfc6cf"
    static let barLabel = "#424a53"
    static let keyboard = "#3b4048"
    static let hardwareBar = "#5c636e"
    static let keyboardLabel = "#ffffff"
    static let band = "#1a7f37"
    static let inset = "#d97706"
    static let annotation = "#424a53"
    static let fault = "#cf222e"
    static let faultFill = "#ffd7d5"
    /// A header or footer bar of the screen, the plain form view.
    static let formView = "#f6f8fa"
    static let formViewStroke = "#b6bec8"
    /// The page holding a nested form.
    static let page = "#fbf7ee"
    static let pageStroke = "#d4b98a"
    /// A text view's fill and its caret.
    static let textView = "#fffbe6"
    static let caret = "#0969da"
    /// The veil over a screen another screen covers.
    static let covered = "#57606a"
}
