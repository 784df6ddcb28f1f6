import UIKit

/// The console in the main window, a split view: the secondary column has the slide (or, while an external display
/// shows the slides, where they are and a preview) with Previous and Next; the primary column, on the trailing
/// side, the speaker's notes and the external display's modes to pick from. The user can widen the notes by
/// dragging the divider; a narrow window collapses to the slides.
final class PresenterViewController: UISplitViewController {
    static let stageFrame = CGRect(x: 24, y: 24, width: 608, height: 456)
    static let panelX: CGFloat = 656
    static let modeButtonTop: CGFloat = 400
    /// Mode buttons: two columns of six under the external display's status.
    static let modeSlots = 12

    /// Where the button of the `slot`th listed mode is, in the window.
    static func modeButtonFrame(_ slot: Int) -> CGRect {
        CGRect(x: panelX + 20 + CGFloat(slot % 2) * 143, y: modeButtonTop + CGFloat(slot / 2) * 34, width: 137, height: 28)
    }

    /// The modes offered, largest first; when there are more than the slots, the largest go (a projector rarely
    /// wants them) but the current mode stays.
    static func listedModes(of screen: UIScreen) -> [UIScreenMode] {
        let sorted = screen.availableModes.sorted { $0.size.width * $0.size.height > $1.size.width * $1.size.height }
        var listed = Array(sorted.suffix(modeSlots))
        if let current = screen.currentMode, !listed.contains(current) { listed[0] = current }
        return listed
    }

    /// A column of the console: a controller showing the view it is given.
    private final class ColumnController: UIViewController {
        private let columnView: UIView
        init(view: UIView) {
            columnView = view
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func loadView() { view = columnView }
    }

    private(set) var index = 0
    /// Called after the slide index changes, with the direction, so the external stage can follow.
    var onSlideChange: ((Int, Bool) -> Void)?

    private let stage = SlideStage()
    private let away = UIView()
    private let awayTitle = UILabel(frame: .zero, font: .boldSystemFont(ofSize: 22))
    private let awayDetail = UILabel(frame: .zero, font: .systemFont(ofSize: 15), color: PresenterStyle.dimText)
    private var preview: SlideView?
    private let counter = UILabel(frame: .zero, font: .boldSystemFont(ofSize: 17))
    private let notes = UILabel(frame: .zero, font: .systemFont(ofSize: 16))
    private let externalStatus = UILabel(frame: .zero, font: .systemFont(ofSize: 14), color: PresenterStyle.dimText)
    private var modeButtons: [UIButton] = []
    private weak var externalScreen: UIScreen?

    init() {
        super.init(style: .doubleColumn)
        primaryEdge = .trailing
        preferredDisplayMode = .oneBesideSecondary
        preferredPrimaryColumnWidth = 1000 - Self.panelX
        maximumPrimaryColumnWidth = 480
        setViewController(ColumnController(view: makeSlidesColumn()), for: .secondary)
        setViewController(ColumnController(view: makeNotesColumn()), for: .primary)
        showSlide(animated: false, forward: true)
        refreshExternal()
    }

    required init?(coder: NSCoder) { nil }

    /// The slide, the away panel, Previous, Next and the counter.
    private func makeSlidesColumn() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: Self.panelX, height: 640))
        root.backgroundColor = PresenterStyle.console

        stage.frame = Self.stageFrame
        stage.layer.cornerRadius = 10
        root.addSubview(stage)

        away.frame = Self.stageFrame
        away.backgroundColor = PresenterStyle.panel
        away.layer.cornerRadius = 10
        away.isHidden = true
        awayTitle.frame = CGRect(x: 28, y: 24, width: 552, height: 30)
        awayDetail.frame = CGRect(x: 28, y: 58, width: 552, height: 22)
        away.addSubview(awayTitle)
        away.addSubview(awayDetail)
        root.addSubview(away)

        let previous = makeButton("‹  Previous", frame: CGRect(x: 24, y: 500, width: 160, height: 44)) { [weak self] in
            self?.go(by: -1)
        }
        let next = makeButton("Next  ›", frame: CGRect(x: 472, y: 500, width: 160, height: 44)) { [weak self] in
            self?.go(by: 1)
        }
        next.backgroundColor = PresenterStyle.accent
        root.addSubview(previous)
        root.addSubview(next)
        counter.frame = CGRect(x: 184, y: 510, width: 288, height: 24)
        counter.textAlignment = .center
        root.addSubview(counter)
        return root
    }

    /// The notes and the external display's panel, with the mode buttons.
    private func makeNotesColumn() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000 - Self.panelX, height: 640))
        root.backgroundColor = PresenterStyle.console
        let panel = UIView(frame: CGRect(x: 0, y: 24, width: 320, height: 592))
        panel.backgroundColor = PresenterStyle.panel
        panel.layer.cornerRadius = 10
        root.addSubview(panel)
        let notesHeader = UILabel(frame: CGRect(x: 20, y: 16, width: 280, height: 22), font: .boldSystemFont(ofSize: 13),
                                    color: PresenterStyle.dimText)
        notesHeader.text = "SPEAKER NOTES"
        panel.addSubview(notesHeader)
        notes.frame = CGRect(x: 20, y: 44, width: 280, height: 250)
        panel.addSubview(notes)
        let externalHeader = UILabel(frame: CGRect(x: 20, y: 310, width: 280, height: 22),
                                       font: .boldSystemFont(ofSize: 13), color: PresenterStyle.dimText)
        externalHeader.text = "EXTERNAL DISPLAY"
        panel.addSubview(externalHeader)
        externalStatus.frame = CGRect(x: 20, y: 336, width: 280, height: 44)
        panel.addSubview(externalStatus)
        for slot in 0..<Self.modeSlots {
            let button = makeButton("", frame: Self.modeButtonFrame(slot).offsetBy(dx: -Self.panelX, dy: 0)) { [weak self] in
                self?.pickMode(slot)
            }
            button.titleLabel?.font = .systemFont(ofSize: 13)
            root.addSubview(button)
            modeButtons.append(button)
        }
        return root
    }

    private func makeButton(_ title: String, frame: CGRect, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.frame = frame
        button.setTitle(title, for: .normal)
        button.setTitleColor(.white, for: .normal)
        button.backgroundColor = PresenterStyle.button
        button.layer.cornerRadius = 8
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    // MARK: Keys: Right or Space for the next slide, Left for the previous one, as in any presentation app

    override var canBecomeFirstResponder: Bool { true }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        _ = becomeFirstResponder()
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        switch presses.first?.key?.keyCode {
        case .keyboardRightArrow?, .keyboardSpacebar?: go(by: 1)
        case .keyboardLeftArrow?: go(by: -1)
        default: super.pressesBegan(presses, with: event)
        }
    }

    // MARK: Slides

    private func go(by step: Int) {
        let target = min(max(index + step, 0), Slide.deck.count - 1)
        guard target != index else { return }
        index = target
        showSlide(animated: true, forward: step > 0)
        onSlideChange?(index, step > 0)
        appLog("slide \(index + 1)")
    }

    private func showSlide(animated: Bool, forward: Bool) {
        stage.show(index, forward: forward, animated: animated && !stage.isHidden)
        counter.text = "\(index + 1) of \(Slide.deck.count)"
        notes.fitText(Slide.deck[index].notes, maximumHeight: 250)
        updatePreview()
    }

    /// The slides are in this window (no external display).
    func showSlidesHere() {
        externalScreen = nil
        stage.isHidden = false
        away.isHidden = true
        stage.show(index, forward: true, animated: false)
        refreshExternal()
    }

    /// The slides are on `screen`; this window shows where, with a preview of the current slide.
    func showSlidesElsewhere(on screen: UIScreen) {
        externalScreen = screen
        stage.isHidden = true
        away.isHidden = false
        updatePreview()
        refreshExternal()
    }

    private func updatePreview() {
        preview?.removeFromSuperview()
        preview = nil
        guard !away.isHidden else { return }
        let frame = CGRect(x: 28, y: 100, width: 440, height: 330)
        let slide = SlideView(slide: Slide.deck[index], number: index + 1, frame: frame)
        slide.layer.cornerRadius = 6
        slide.clipsToBounds = true
        away.addSubview(slide)
        preview = slide
    }

    // MARK: The external display

    func refreshExternal() {
        guard let screen = externalScreen else {
            awayTitle.text = ""
            externalStatus.fitText("None connected. The slides are in this window; connect a display to present.",
                                   maximumHeight: 44)
            modeButtons.forEach { $0.isHidden = true }
            return
        }
        let size = "\(Int(screen.bounds.width)) x \(Int(screen.bounds.height))"
        awayTitle.text = "The slides are on \(screen.name)"
        awayDetail.text = "\(size), full screen. Now showing:"
        externalStatus.fitText("\(screen.name), \(size). Modes:", maximumHeight: 44)
        let modes = Self.listedModes(of: screen)
        for (slot, button) in modeButtons.enumerated() {
            guard slot < modes.count else {
                button.isHidden = true
                continue
            }
            let mode = modes[slot]
            let current = mode == screen.currentMode
            button.isHidden = false
            button.setTitle("\(Int(mode.size.width)) x \(Int(mode.size.height))", for: .normal)
            button.backgroundColor = current ? PresenterStyle.accent : PresenterStyle.button
        }
        appLog("external \(screen.name) \(size) modes "
            + modes.map { "\(Int($0.size.width))x\(Int($0.size.height))" }.joined(separator: ","))
    }

    private func pickMode(_ slot: Int) {
        guard let screen = externalScreen else { return }
        let modes = Self.listedModes(of: screen)
        guard modes.indices.contains(slot) else { return }
        let mode = modes[slot]
        screen.currentMode = mode
        appLog("mode \(screen.name) \(Int(mode.size.width))x\(Int(mode.size.height))")
        refreshExternal()
    }
}
