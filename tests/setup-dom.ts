import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/react'

// A lazily loaded piece (the phone menu, the administrators' bar) is transformed by vitest on its
// first import: on a busy CI machine that alone took over the default 1 s a findBy waits.
configure({ asyncUtilTimeout: 5000 })
