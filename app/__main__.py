from piquet.cli import main

raise SystemExit(main())
